import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '#contract/constants';
import type { TokenResponse } from '#contract/auth';
import type { AccountKind } from '#contract/partner';

/** A staff token names its funder (donor_id), a partner's its organisation (ngo_id); `kind` says which (decision 182). */
export type AccessTokenClaims = {
  userId: number;
  kind: AccountKind;
  donorId: number | null;
  ngoId: number | null;
  tokenVersion: number;
  jti: string;
  expiresAt: Date;
};

export type TokenHolder = { id: number; donor_id: number | null; ngo_id: number | null; token_version: number };

function claimsOf(user: TokenHolder): Record<string, unknown> {
  return user.donor_id === null ? { kind: 'partner', ngo_id: user.ngo_id } : { kind: 'staff', donor_id: user.donor_id };
}

const ALGORITHM = 'HS256';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** A fresh token with its `jti` and expiry, which the session that holds it is recorded under. */
export async function issueAccessToken(
  secret: string,
  user: TokenHolder,
): Promise<{ response: TokenResponse; jti: string; expiresAt: Date }> {
  const jti = randomUUID();
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = new Date((issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS) * 1000);
  const accessToken = await new SignJWT({ ...claimsOf(user), ver: user.token_version })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.id))
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
    .sign(key(secret));
  return { response: { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_LIFETIME_SECONDS }, jti, expiresAt };
}

/**
 * Tokens whose signature was already checked, with their claims: a client sends the same token on every call for its
 * whole lifetime, and verifying the HMAC (importing the key each time) was the costliest part of the token check.
 * Only the signature check is remembered, which depends on nothing but the token and the secret; the expiry is
 * checked again on every use, and revocation and the user's state are checked by the caller on every request as
 * before (docs/decisions/180-api-throughput.md).
 */
const VERIFIED_TOKENS_SIZE = 10_000;
const verifiedTokens = new Map<string, { secret: string; claims: AccessTokenClaims }>();

function remembered(secret: string, token: string): AccessTokenClaims | null {
  const entry = verifiedTokens.get(token);
  if (!entry || entry.secret !== secret) return null;
  if (entry.claims.expiresAt.getTime() <= Date.now()) {
    verifiedTokens.delete(token);
    return null;
  }
  return entry.claims;
}

function remember(secret: string, token: string, claims: AccessTokenClaims): void {
  if (verifiedTokens.size >= VERIFIED_TOKENS_SIZE) {
    const oldest = verifiedTokens.keys().next();
    if (!oldest.done) verifiedTokens.delete(oldest.value);
  }
  verifiedTokens.set(token, { secret, claims });
}

/** The claims of a well-signed, unexpired token, or null. Revocation and the user's state are checked by the caller. */
export async function readAccessToken(secret: string, token: string): Promise<AccessTokenClaims | null> {
  const known = remembered(secret, token);
  if (known) return known;
  const claims = await verifyAccessToken(secret, token);
  if (claims) remember(secret, token, claims);
  return claims;
}

async function verifyAccessToken(secret: string, token: string): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: [ALGORITHM] });
    const userId = Number(payload.sub);
    const tokenVersion = payload.ver;
    if (!Number.isInteger(userId) || typeof tokenVersion !== 'number') return null;
    if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    const common = { userId, tokenVersion, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
    // Tokens issued before partner accounts carry no kind: they are staff tokens.
    const kind = payload.kind ?? 'staff';
    if (kind === 'staff' && typeof payload.donor_id === 'number') return { ...common, kind, donorId: payload.donor_id, ngoId: null };
    if (kind === 'partner' && typeof payload.ngo_id === 'number') return { ...common, kind, donorId: null, ngoId: payload.ngo_id };
    return null;
  } catch {
    return null;
  }
}
