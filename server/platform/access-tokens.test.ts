import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '#contract/constants';
import { issueAccessToken, readAccessToken } from './access-tokens';

const secret = 'a'.repeat(64);
const user = { id: 7, donor_id: 3, ngo_id: null, token_version: 2 };

describe('reading an access token (its verified signature remembered, docs/decisions/180-api-throughput.md)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the same claims on every read of a good token', async () => {
    const { response, jti } = await issueAccessToken(secret, user);
    const first = await readAccessToken(secret, response.access_token);
    expect(first).toMatchObject({ userId: 7, donorId: 3, tokenVersion: 2, jti });
    expect(await readAccessToken(secret, response.access_token)).toEqual(first);
  });

  it('refuses a remembered token under another secret, and a tampered one', async () => {
    const { response } = await issueAccessToken(secret, user);
    expect(await readAccessToken(secret, response.access_token)).not.toBeNull();
    expect(await readAccessToken('b'.repeat(64), response.access_token)).toBeNull();
    const [header, payload, signature] = response.access_token.split('.');
    const forged = `${header}.${payload}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    expect(await readAccessToken(secret, forged)).toBeNull();
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const { response } = await issueAccessToken(secret, user);
    expect(await readAccessToken(secret, response.access_token)).not.toBeNull();
    vi.setSystemTime(new Date(Date.parse('2030-01-01T00:00:00Z') + ACCESS_TOKEN_LIFETIME_SECONDS * 1000 + 1000));
    expect(await readAccessToken(secret, response.access_token)).toBeNull();
  });
});

describe('partner tokens (decision 182)', () => {
  it('say their kind and organisation, and no funder', async () => {
    const { response } = await issueAccessToken(secret, { id: 9, donor_id: null, ngo_id: 4, token_version: 0 });
    expect(await readAccessToken(secret, response.access_token)).toMatchObject({ userId: 9, kind: 'partner', ngoId: 4, donorId: null });
  });

  it('read a staff token as staff, with its funder', async () => {
    const { response } = await issueAccessToken(secret, user);
    expect(await readAccessToken(secret, response.access_token)).toMatchObject({ kind: 'staff', donorId: 3, ngoId: null });
  });
});
