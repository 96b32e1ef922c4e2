import { describe, expect, it } from 'vitest';
import { organizationInitials } from './organization-initials';

describe('organizationInitials', () => {
  it('takes the first two letters of the name, upper-cased (spec: the avatar shows the first two letters)', () => {
    expect(organizationInitials('Sunrise Relief')).toBe('SU');
    expect(organizationInitials('al-Amal Society')).toBe('AL');
  });

  it('skips spaces, digits and punctuation', () => {
    expect(organizationInitials('  "1st" Hope')).toBe('ST');
    expect(organizationInitials('A. B. Foundation')).toBe('AB');
  });

  it('keeps Arabic letters as they are and skips their vowel marks', () => {
    expect(organizationInitials('جمعية الأمل')).toBe('جم');
    expect(organizationInitials('جَمعية')).toBe('جم');
  });

  it('gives what there is for a one-letter or empty name', () => {
    expect(organizationInitials('X')).toBe('X');
    expect(organizationInitials('')).toBe('');
  });
});
