import { useSyncExternalStore } from 'react';

/**
 * The signed-in session: the bearer token and who it belongs to. Kept in local storage so that the
 * installed app opens signed in, offline too. The token is a JWT: its expiry is read, never trusted.
 */
export type Session = { token: string; userId: number; donorId: number; expiresAt: number };

const STORAGE_KEY = 'session';
const listeners = new Set<() => void>();
let current: Session | null = read();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Session;
    return parsed.expiresAt > Date.now() ? parsed : null;
  } catch {
    return null;
  }
}

function decodeClaims(token: string): { sub?: string | number; donor_id?: number; exp?: number } {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string; donor_id?: number; exp?: number };
  } catch {
    return {};
  }
}

export function sessionFromToken(token: string, expiresInSeconds: number): Session {
  const claims = decodeClaims(token);
  return {
    token,
    userId: Number(claims.sub ?? 0),
    donorId: Number(claims.donor_id ?? 0),
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
