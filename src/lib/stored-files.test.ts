import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { setSession } from './session';
import { openStoredFile, storedFileName } from './stored-files';

const ADDRESS = { url: '/api/files/0123456789abcdef0123456789abcdef.pdf/signed?user=1&signature=abc', expires_at: '2026-01-01T00:05:00.000Z' };

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('opening a private file through a signed address', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let clicked: HTMLAnchorElement[] = [];

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setSession({ token: 'the-bearer-token', userId: 1, kind: 'staff', donorId: 1, ngoId: 0, expiresAt: Date.now() + 60_000 });
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    setSession(null);
  });

  it('reads the stored name from the URL the API gives', () => {
    expect(storedFileName('/api/files/0123456789abcdef0123456789abcdef.pdf')).toBe('0123456789abcdef0123456789abcdef.pdf');
    expect(storedFileName('https://api.example/api/files/a.pdf?x=1')).toBe('a.pdf');
  });

  it('asks for the address with the bearer header, then sends the prepared tab there: no token in any address', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, ADDRESS));
    const tab = { location: { replace: vi.fn() }, close: vi.fn() };
    await openStoredFile('/api/files/0123456789abcdef0123456789abcdef.pdf', 'inline', tab as unknown as Window);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/files/0123456789abcdef0123456789abcdef.pdf/address?disposition=inline');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer the-bearer-token');
    expect(tab.location.replace).toHaveBeenCalledWith(ADDRESS.url);
    expect(tab.location.replace.mock.calls[0]?.[0]).not.toContain('the-bearer-token');
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('saves a download through a link with the download attribute', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, ADDRESS));
    await openStoredFile('/api/files/0123456789abcdef0123456789abcdef.pdf', 'attachment');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('disposition=attachment');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.getAttribute('href')).toBe(ADDRESS.url);
    expect(clicked[0]?.hasAttribute('download')).toBe(true);
    expect(document.body.contains(clicked[0] ?? null)).toBe(false);
  });

  it('closes the prepared tab and throws the API error when the file is refused', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, { Message: 'Not found' }));
    const tab = { location: { replace: vi.fn() }, close: vi.fn() };
    await expect(openStoredFile('/api/files/0123456789abcdef0123456789abcdef.pdf', 'inline', tab as unknown as Window)).rejects.toBeInstanceOf(ApiError);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });
});
