import { describe, expect, it } from 'vitest';
import { countryName, currencyName } from './reference-names';

describe('reference data in the reader’s language', () => {
  it('names a country by its Arabic name in Arabic, by the list’s name in English', () => {
    const lebanon = { name: 'Lebanon', name_ar: 'لبنان', code: 'LB' };
    expect(countryName(lebanon, 'ar')).toBe('لبنان');
    expect(countryName(lebanon, 'en')).toBe('Lebanon');
    // A country without its Arabic name is named by Intl from its code.
    expect(countryName({ name: 'Egypt', name_ar: '', code: 'EG' }, 'ar')).toBe('مصر');
  });

  it('names a currency in Arabic from its code, and keeps the list’s name without one', () => {
    expect(currencyName({ name: 'US Dollar', code: 'USD' }, 'ar')).toBe('دولار أمريكي');
    expect(currencyName({ name: 'US Dollar', code: 'USD' }, 'en')).toBe('US Dollar');
    expect(currencyName({ name: 'Jordanian Dinar' }, 'ar')).toBe('Jordanian Dinar');
    expect(currencyName({ name: 'Made-up money', code: 'not a code' }, 'ar')).toBe('Made-up money');
  });
});
