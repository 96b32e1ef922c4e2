import { describe, expect, it } from 'vitest';
import { formatGrantSizeRange } from './grant-size';

/** What a reader sees: the invisible direction isolates left out. */
const visible = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('formatGrantSizeRange', () => {
  it('writes the range with the currency symbol, English grouping, and cents as two digits', () => {
    expect(visible(formatGrantSizeRange(10000, 250000.5, '$'))).toBe('$\u00a010,000 – $\u00a0250,000.50');
  });

  it('keeps each bound of an Arabic range whole: symbol and amount isolated, bound by bound, right to left', () => {
    const RLI = '\u2067';
    const PDI = '\u2069';
    const bound = (amount: string) => `${RLI}${RLI}د.أ${PDI}\u00a0${RLI}${amount}${PDI}${PDI}`;
    expect(formatGrantSizeRange(25000, 150000, 'د.أ', 'ar')).toBe(`${bound('25,000')} – ${bound('150,000')}`);
  });
});
