import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = () => void;

/** A stand-in for workbox-window's Workbox: records what the portal asks of it and lets a test fire its events. */
class FakeWorkbox {
  static made: FakeWorkbox[] = [];
  static registration: unknown = undefined;
  listeners = new Map<string, Listener[]>();
  skipWaitingAsked = 0;
  constructor(
    readonly url: string,
    readonly options: unknown,
  ) {
    FakeWorkbox.made.push(this);
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  register(): Promise<unknown> {
    return Promise.resolve(FakeWorkbox.registration);
  }
  messageSkipWaiting(): void {
    this.skipWaitingAsked += 1;
  }
}

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

/** A worker in the middle of installing, whose state a test moves on. */
function installingWorker() {
  const listeners: Listener[] = [];
  const worker = {
    state: 'installing',
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
    becomeInstalled() {
      worker.state = 'installed';
      for (const listener of listeners) listener();
    },
  };
  return worker;
}

const register = vi.fn<(url: string, options: unknown) => Promise<unknown>>();

async function freshPwa() {
  vi.resetModules();
  return import('./pwa');
}

async function settled(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  FakeWorkbox.made = [];
  FakeWorkbox.registration = undefined;
  register.mockReset();
  register.mockResolvedValue({});
  vi.stubEnv('PROD', true);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
});

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker', () => {
  it('registers the worker with the browser’s own call and leaves workbox-window unloaded (the login page)', async () => {
    const { registerServiceWorker } = await freshPwa();
    registerServiceWorker();
    await settled();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(FakeWorkbox.made).toHaveLength(0);
  });

  it('lets a browser refuse the worker without an unhandled rejection', async () => {
    register.mockRejectedValue(new Error('refused'));
    const { registerServiceWorker } = await freshPwa();
    expect(() => registerServiceWorker()).not.toThrow();
    await settled();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing outside a production build', async () => {
    vi.stubEnv('PROD', false);
    const { registerServiceWorker, onUpdateReady } = await freshPwa();
    registerServiceWorker();
    onUpdateReady(() => undefined);
    await settled();
    expect(register).not.toHaveBeenCalled();
    expect(FakeWorkbox.made).toHaveLength(0);
  });
});

describe('onUpdateReady', () => {
  it('loads workbox-window once listened to, and offers a waiting version that switches on demand', async () => {
    const { onUpdateReady } = await freshPwa();
    const offered = vi.fn<(apply: () => void) => void>();
    onUpdateReady(offered);
    onUpdateReady(() => undefined);
    await settled();
    expect(FakeWorkbox.made).toHaveLength(1);
    const [workbox] = FakeWorkbox.made;
    if (!workbox) throw new Error('a Workbox');
    expect(offered).not.toHaveBeenCalled();

    workbox.fire('waiting');
    workbox.fire('waiting');
    expect(offered).toHaveBeenCalledTimes(1);
    offered.mock.calls[0]?.[0]();
    expect(workbox.skipWaitingAsked).toBe(1);
  });

  it('a listener that comes later still hears of a version already waiting', async () => {
    const { onUpdateReady } = await freshPwa();
    onUpdateReady(() => undefined);
    await settled();
    FakeWorkbox.made[0]?.fire('waiting');
    const late = vi.fn();
    onUpdateReady(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('follows a newer worker that was already installing when workbox-window arrived', async () => {
    const worker = installingWorker();
    const registration: { installing: typeof worker | null; waiting: typeof worker | null } = { installing: worker, waiting: null };
    FakeWorkbox.registration = registration;
    const { onUpdateReady } = await freshPwa();
    const offered = vi.fn();
    onUpdateReady(offered);
    await settled();
    registration.waiting = worker;
    worker.becomeInstalled();
    expect(offered).toHaveBeenCalledTimes(1);
  });

  it('a first install, which activates without waiting, is not offered as an update', async () => {
    const worker = installingWorker();
    FakeWorkbox.registration = { installing: worker, waiting: null };
    const { onUpdateReady } = await freshPwa();
    const offered = vi.fn();
    onUpdateReady(offered);
    await settled();
    worker.becomeInstalled();
    expect(offered).not.toHaveBeenCalled();
  });
});
