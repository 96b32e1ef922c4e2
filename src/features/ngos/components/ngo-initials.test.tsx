import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { NgoAvatar } from './ngo-avatar';
import { ngoInitials } from './ngo-initials';

describe('organisation initials (spec section 2: the avatar shows the first two letters)', () => {
  it('takes the first two letters of a Latin name, in capitals', () => {
    expect(ngoInitials('Amal Relief')).toBe('AM');
    expect(ngoInitials('care for children')).toBe('CA');
  });

  it('takes the first two letters of an Arabic name', () => {
    expect(ngoInitials('منظمة الأمل')).toBe('من');
    expect(ngoInitials('جمعية')).toBe('جم');
  });

  it('skips Arabic short vowels, which are marks and not letters', () => {
    // مُنظمة: the damma after the mim is not the second letter.
    expect(ngoInitials('مُنظمة')).toBe('من');
  });

  it('skips spaces and punctuation before and between the letters', () => {
    expect(ngoInitials('  "A-Z Aid"')).toBe('AZ');
    expect(ngoInitials('(Hope)')).toBe('HO');
  });

  it('keeps digits and gives what there is for a very short name', () => {
    expect(ngoInitials('4 Kids')).toBe('4K');
    expect(ngoInitials('Q')).toBe('Q');
    expect(ngoInitials('—')).toBe('');
  });

  it('shows the same two letters, in reading order, in a right-to-left page', () => {
    renderWithProviders(
      <>
        <NgoAvatar name="Amal Relief" />
        <NgoAvatar name="منظمة الأمل" />
      </>,
      { dir: 'rtl' },
    );
    expect(screen.getByText('AM')).toBeTruthy();
    expect(screen.getByText('من')).toBeTruthy();
  });
});
