import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-error';
import { setSession } from './session';
import { apiUpload, headersOf, type UploadProgress } from './upload';

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** A stand-in for XMLHttpRequest that records what was sent and lets the test play the network's part. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  responseType = '';
  status = 0;
  statusText = '';
  response: ArrayBuffer | null = null;
  responseHeaders = '';
  private listeners = new Map<string, Array<() => void>>();
  private uploadListeners: Listener[] = [];
  upload = { addEventListener: (_type: string, listener: Listener) => this.uploadListeners.push(listener) };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.fire('abort');
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners) listener({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown, headers = 'Content-Type: application/json\r\nX-Error-Code: related\r\n') {
    this.status = status;
    this.response = new TextEncoder().encode(JSON.stringify(body)).buffer;
    this.responseHeaders = headers;
    this.fire('load');
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

function sentXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('nothing was sent');
  return FakeXhr.last;
}

describe('uploads with progress', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setSession({ token: 'jwt', userId: 7, kind: 'staff', donorId: 1, ngoId: 0, expiresAt: Date.now() + 60_000 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setSession(null);
  });

  it('sends the multipart body with the portal’s headers and the action’s, and reports the bytes sent', async () => {
    const form = new FormData();
    form.append('title', 'Q1');
    const progress: UploadProgress[] = [];
    const answered = apiUpload<{ id: number }>('/DonorProject/8/ProgressReport', {
      method: 'POST',
      multipart: form,
      headers: { 'Idempotency-Key': 'k1' },
      onUploadProgress: (sent) => progress.push(sent),
    });
    const xhr = sentXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/DonorProject/8/ProgressReport');
    expect(xhr.body).toBe(form);
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer jwt', 'Idempotency-Key': 'k1', Accept: 'application/json' });
    // The browser sets the multipart boundary itself.
    expect(xhr.headers['Content-Type']).toBeUndefined();
    xhr.progress(400, 1000);
    xhr.progress(1000, 1000);
    xhr.answer(200, { id: 41 });
    await expect(answered).resolves.toEqual({ id: 41 });
    expect(progress).toEqual([
      { loaded: 400, total: 1000 },
      { loaded: 1000, total: 1000 },
    ]);
  });

  it('turns a refusal into the same ApiError as any call, the server’s message and code included', async () => {
    const answered = apiUpload('/DonorProject/8/ProgressReport', { method: 'POST', multipart: new FormData(), onUploadProgress: () => {} });
    sentXhr().answer(400, { Message: 'File must be smaller than 10 MB' });
    const error = await answered.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body.Message).toBe('File must be smaller than 10 MB');
    expect((error as ApiError).code).toBe('related');
  });

  it('says a lost connection is a network error, so the outbox retries it', async () => {
    const answered = apiUpload('/DonorProject/8/ProgressReport', { method: 'POST', multipart: new FormData(), onUploadProgress: () => {} });
    sentXhr().fire('error');
    await expect(answered).rejects.toBeInstanceOf(NetworkError);
  });

  it('reads the answer’s headers', () => {
    const headers = headersOf('Content-Type: application/json\r\nX-Error-Code: stale\r\n');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-error-code')).toBe('stale');
  });
});
