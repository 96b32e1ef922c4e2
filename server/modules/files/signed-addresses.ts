import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE, apiPaths } from '#contract/api-paths';
import { SIGNED_FILE_ADDRESS_LIFETIME_SECONDS } from '#contract/constants';
import { FILE_DISPOSITIONS, type FileDisposition, type SignedFileAddress } from '#contract/files';

/**
 * Short-lived addresses to one private file for one signed-in session (docs/decisions/156-private-files-and-signed-addresses.md).
 * The signature covers the file, the user, the session (the access token's id, so that logout ends the address),
 * the user's token version (a password change ends it), the expiry and the disposition. No token travels in the URL.
 */
export type AddressClaims = {
  name: string;
  userId: number;
  session: string;
  tokenVersion: number;
  /** Seconds since the epoch. */
  expires: number;
  disposition: FileDisposition;
};

/** A key of its own, derived from the server's secret, so that a signature here is never valid anywhere else. */
function addressKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('donor-portal signed file addresses v1').digest();
}

function signatureOf(secret: string, claims: AddressClaims): string {
  const text = [claims.name, claims.userId, claims.session, claims.tokenVersion, claims.expires, claims.disposition].join('\n');
  return createHmac('sha256', addressKey(secret)).update(text).digest('base64url');
}

export function signedAddress(secret: string, claims: Omit<AddressClaims, 'expires'>, now: Date = new Date()): SignedFileAddress {
  const expires = Math.floor(now.getTime() / 1000) + SIGNED_FILE_ADDRESS_LIFETIME_SECONDS;
  const signed = { ...claims, expires };
  const query = new URLSearchParams({
    user: String(claims.userId),
    session: claims.session,
    version: String(claims.tokenVersion),
    expires: String(expires),
    disposition: claims.disposition,
    signature: signatureOf(secret, signed),
  });
  return { url: `${API_BASE}${apiPaths.signedFile(claims.name)}?${query.toString()}`, expires_at: new Date(expires * 1000).toISOString() };
}

export type AddressQuery = { user: string; session: string; version: string; expires: string; disposition: string; signature: string };

export type AddressCheck = { ok: true; claims: AddressClaims } | { ok: false; reason: 'tampered' | 'expired' };

const DIGITS = /^\d{1,15}$/;

/** Tampered (any part changed, or not one of ours) or expired; else the claims, whose user and session the caller checks. */
export function checkSignedAddress(secret: string, name: string, query: AddressQuery, now: Date = new Date()): AddressCheck {
  const disposition = FILE_DISPOSITIONS.find((value) => value === query.disposition);
  if (!disposition || !DIGITS.test(query.user) || !DIGITS.test(query.version) || !DIGITS.test(query.expires)) return { ok: false, reason: 'tampered' };
  const claims: AddressClaims = {
    name,
    userId: Number(query.user),
    session: query.session,
    tokenVersion: Number(query.version),
    expires: Number(query.expires),
    disposition,
  };
  const expected = Buffer.from(signatureOf(secret, claims));
  const given = Buffer.from(query.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'tampered' };
  if (claims.expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
