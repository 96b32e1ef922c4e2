import { useSyncExternalStore } from 'react';
import type { AccountKind } from '#contract/partner';

/**
 * The signed-in session: the bearer token and who it belongs to. Kept in local storage so that the
 * installed app opens signed in, offline too. The token is a JWT: its expiry is read, never trusted.
 */
/** `kind` says which side the account is on (docs/decisions/182-partner-accounts.md): staff have a funder, partners an organisation. */
export type Session = { token: string; userId: number; kind: AccountKind; donorId: number; ngoId: number; expiresAt: number };

const STORAGE_KEY = 'session';
const listeners = new Set<() => void>();
let current: Session | null = read();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Session;
    // Sessions stored before partner accounts have no kind: they are staff sessions.
    return parsed.expiresAt > Date.now() ? { ...parsed, kind: parsed.kind ?? 'staff', ngoId: parsed.ngoId ?? 0 } : null;
  } catch {
    return null;
  }
}

type Claims = { sub?: string | number; kind?: AccountKind; donor_id?: number; ngo_id?: number; exp?: number };

function decodeClaims(token: string): Claims {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Claims;
  } catch {
    return {};
  }
}

export function sessionFromToken(token: string, expiresInSeconds: number): Session {
  const claims = decodeClaims(token);
  return {
    token,
    userId: Number(claims.sub ?? 0),
    kind: claims.kind === 'partner' ? 'partner' : 'staff',
    donorId: Number(claims.donor_id ?? 0),
    ngoId: Number(claims.ngo_id ?? 0),
    expiresAt: claims.exp ? claims.exp * 1000 : Date.now() + expiresInSeconds * 1000,
  };
}

export function getSession(): Session | null {
  if (current && current.expiresAt <= Date.now()) setSession(null);
  return current;
}

export function setSession(next: Session | null): void {
  current = next;
  if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  else localStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    current = read();
    for (const listener of listeners) listener();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
