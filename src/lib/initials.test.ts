import { describe, expect, it } from 'vitest';
import { organisationInitials, personInitials } from './initials';

describe('a person’s initials (spec section 9: two characters)', () => {
  it('takes the first letter of the first name, then of the last, in the name’s order', () => {
    expect(personInitials('Layla Haddad')).toBe('LH');
    expect(personInitials('Omar Ahmad al-Khatib')).toBe('OA');
    expect(personInitials('  sara   nasser ')).toBe('SN');
  });

  it('reads an Arabic name in its own order, first name then last', () => {
    expect(personInitials('ليلى حداد')).toBe('لح');
    expect(personInitials('يوسف النجار')).toBe('يا');
  });

  it('skips vowel marks and punctuation, and gives a single name its first two letters', () => {
    expect(personInitials('(Dr.) Nour Saleh')).toBe('DS');
    expect(personInitials('لَيلى حداد')).toBe('لح');
    expect(personInitials('Layla')).toBe('LA');
    expect(personInitials('')).toBe('');
  });

  it('reads a name written in two languages in its first', () => {
    expect(personInitials('Zainab Al-Jubouri / زينب الجبوري')).toBe('ZA');
    expect(personInitials('نور صالح / Nour Saleh')).toBe('نص');
  });
});

describe('an organisation’s initials (spec section 2: the first two letters of its name)', () => {
  it('takes the first two letters of a Latin name, in capitals', () => {
    expect(organisationInitials('Amal Relief')).toBe('AM');
    expect(organisationInitials('care for children')).toBe('CA');
  });

  it('takes the first two letters of an Arabic name, skipping its vowel marks', () => {
    expect(organisationInitials('منظمة الأمل')).toBe('من');
    expect(organisationInitials('مُنظمة')).toBe('من');
  });

  it('skips spaces and punctuation, keeps digits, and gives what there is for a very short name', () => {
    expect(organisationInitials('  "A-Z Aid"')).toBe('AZ');
    expect(organisationInitials('4 Kids')).toBe('4K');
    expect(organisationInitials('Q')).toBe('Q');
    expect(organisationInitials('—')).toBe('');
  });
});
