import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const origin = 'https://portal.example';

describe('safeRedirect', () => {
  it('returns to the page the user asked for, with its search and hash', () => {
    expect(safeRedirect('/settings/users?page=2#top', origin)).toBe('/settings/users?page=2#top');
  });

  it('goes home when there is no target', () => {
    expect(safeRedirect(undefined, origin)).toBe('/');
    expect(safeRedirect('', origin)).toBe('/');
  });

  it('refuses another origin, written absolutely or protocol-relative', () => {
    expect(safeRedirect('https://evil.test/steal', origin)).toBe('/');
    expect(safeRedirect('//evil.test/steal', origin)).toBe('/');
    expect(safeRedirect('/\\evil.test', origin)).toBe('/');
    expect(safeRedirect('javascript:alert(1)', origin)).toBe('/');
  });

  it('does not send a freshly signed-in user back to the login page', () => {
    expect(safeRedirect('/login?redirect=%2F', origin)).toBe('/');
  });

  it("keeps each side to its own pages: a partner goes to /partner, staff away from it (decision 182)", () => {
    expect(safeRedirect(undefined, origin, 'partner')).toBe('/partner');
    expect(safeRedirect('/grants/4', origin, 'partner')).toBe('/partner');
    expect(safeRedirect('/partner/proposals?page=2', origin, 'partner')).toBe('/partner/proposals?page=2');
    expect(safeRedirect('/partner', origin, 'staff')).toBe('/');
    expect(safeRedirect('/partnership', origin, 'staff')).toBe('/partnership');
    expect(safeRedirect('https://evil.test/partner', origin, 'partner')).toBe('/partner');
  });
});
