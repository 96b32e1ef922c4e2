import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#contract/auth';
import { ApiError } from '@/lib/http';
import type { Session } from '@/lib/session';
import { loadSignedInUser } from './current-user';

const session: Session = { token: 'token', userId: 7, kind: 'staff', donorId: 3, ngoId: 0, expiresAt: Date.now() + 60_000 };
const me: CurrentUser = {
  id: 7,
  name: 'Amal',
  email: 'amal@demo.test',
  phone: null,
  image: null,
  role_id: 2,
  role_name: 'Settings',
  donor_id: 3,
  donor_name: 'Demo',
  permissions: ['manage_settings'],
};

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const answer = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('loadSignedInUser (spec section 6: a failure to load the permissions is ignored)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the profile and its permissions when they load', async () => {
    vi.stubGlobal('fetch', vi.fn(answer(200, me)));
    expect(await loadSignedInUser(client(), session)).toEqual({ me, knownPermissions: ['manage_settings'] });
  });

  it('opens with what is known, permissions unknown, when the server fails', async () => {
    vi.stubGlobal('fetch', vi.fn(answer(500, { Message: 'Oops' })));
    const loaded = await loadSignedInUser(client(), session);
    expect(loaded.knownPermissions).toBeNull();
    expect(loaded.me).toMatchObject({ id: 7, donor_id: 3, permissions: [] });
  });

  it('opens with what is known when the network is down', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect((await loadSignedInUser(client(), session)).knownPermissions).toBeNull();
  });

  it('does not ignore a 401: the session is over', async () => {
    vi.stubGlobal('fetch', vi.fn(answer(401, { Message: 'Your session has ended.' })));
    await expect(loadSignedInUser(client(), session)).rejects.toBeInstanceOf(ApiError);
  });
});
