import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MINOR_UNITS,
  hasPercentPrecision,
  installmentAmount,
  installmentAmounts,
  minorUnitsOf,
  percentThousandths,
  percentTotal,
  remainingPercent,
  roundMoney,
  sumMoney,
  toMinorUnits,
  totalsExactlyHundred,
} from './money';
import { installmentsInputSchema } from './proposals';

const percents = (...values: number[]) => values.map((percent) => ({ percent }));

/** The amounts' total counted in minor units, so the test itself adds no float dust. */
function unitsTotal(amounts: readonly number[], code: string): number {
  return amounts.reduce((sum, amount) => sum + toMinorUnits(amount, minorUnitsOf(code)), 0);
}

describe('minor units of a currency (ISO 4217)', () => {
  it('knows 3 for the dinars, 2 for the dollar and the euro, 0 for the yen, and 2 for a currency it does not list', () => {
    for (const code of ['JOD', 'KWD', 'BHD', 'OMR', 'TND', 'LYD', 'IQD']) expect(minorUnitsOf(code), code).toBe(3);
    for (const code of ['USD', 'EUR', 'GBP', 'SAR', 'EGP']) expect(minorUnitsOf(code), code).toBe(2);
    for (const code of ['JPY', 'KRW']) expect(minorUnitsOf(code), code).toBe(0);
    expect(minorUnitsOf('jod')).toBe(3);
    expect(minorUnitsOf('XYZ')).toBe(DEFAULT_MINOR_UNITS);
    expect(minorUnitsOf(null)).toBe(DEFAULT_MINOR_UNITS);
  });

  it('rounds and adds money in minor units', () => {
    expect(roundMoney(1234.5678, 'JOD')).toBe(1234.568);
    expect(roundMoney(1234.5678, 'USD')).toBe(1234.57);
    expect(roundMoney(1234.5678, 'JPY')).toBe(1235);
    expect(sumMoney([0.1, 0.2], 'USD')).toBe(0.3);
  });
});

describe('percents, compared in thousandths', () => {
  it('reads percents with up to 3 decimals exactly and refuses more', () => {
    expect(percentThousandths(33.333)).toBe(33_333);
    expect(percentThousandths(66.67)).toBe(66_670);
    expect(percentThousandths(0.001)).toBe(1);
    expect(percentThousandths(33.3333)).toBeNull();
    expect(percentThousandths(Number.NaN)).toBeNull();
    expect(hasPercentPrecision(12.5)).toBe(true);
    expect(hasPercentPrecision(1 / 3)).toBe(false);
  });

  it('refuses 33.333 + 66.67: they total 100.003, not 100', () => {
    expect(percentTotal(percents(33.333, 66.67))).toBe(100.003);
    expect(totalsExactlyHundred(percents(33.333, 66.67))).toBe(false);
    expect(remainingPercent(percents(33.333))).toBe(66.667);
  });

  it('accepts 33.333 + 33.333 + 33.334, and 0.1 + 0.2 + 99.7 whatever binary floats make of them', () => {
    expect(totalsExactlyHundred(percents(33.333, 33.333, 33.334))).toBe(true);
    expect(percentTotal(percents(33.333, 33.333, 33.334))).toBe(100);
    expect(totalsExactlyHundred(percents(0.1, 0.2, 99.7))).toBe(true);
    expect(remainingPercent(percents(33.333, 33.333, 33.334))).toBe(0);
    expect(remainingPercent(percents(60, 50))).toBe(0);
  });

  it('refuses a set whose total is 100 only because a percent has too many decimals', () => {
    expect(totalsExactlyHundred(percents(33.3333, 66.6667))).toBe(false);
  });
});

describe('installment amounts', () => {
  it('rounds one installment to the currency’s minor unit', () => {
    expect(installmentAmount(76_497.36, 33.333, 'JOD')).toBe(25_498.865);
    expect(installmentAmount(76_497.36, 33.333, 'USD')).toBe(25_498.87);
    expect(installmentAmount(1_000, 33.333, 'USD')).toBe(333.33);
    expect(installmentAmount(1_000, 33.333, 'JPY')).toBe(333);
    expect(installmentAmount(1_000, 33.333, 'JOD')).toBe(333.33);
  });

  it('makes 33.333 + 33.333 + 33.334 total the budget exactly, the remainder on the last row, in JOD, USD and JPY', () => {
    const split = percents(33.333, 33.333, 33.334);
    expect(installmentAmounts(76_497.36, split, 'JOD')).toEqual([25_498.865, 25_498.865, 25_499.63]);
    expect(installmentAmounts(76_497.36, split, 'USD')).toEqual([25_498.87, 25_498.87, 25_499.62]);
    expect(installmentAmounts(1_000, split, 'USD')).toEqual([333.33, 333.33, 333.34]);
    expect(installmentAmounts(1_000, split, 'JPY')).toEqual([333, 333, 334]);
    expect(installmentAmounts(100, percents(33.333, 33.333, 33.334), 'JPY')).toEqual([33, 33, 34]);
    for (const [budget, code] of [
      [76_497.36, 'JOD'],
      [12_345.67, 'USD'],
      [9_999_999, 'JPY'],
      [1_234_567.891, 'KWD'],
    ] as const) {
      const amounts = installmentAmounts(budget, split, code);
      expect(unitsTotal(amounts, code), `${budget} ${code}`).toBe(toMinorUnits(budget, minorUnitsOf(code)));
    }
  });

  it('puts the whole remainder on the last row, also when it is the smallest share', () => {
    expect(installmentAmounts(10, percents(33.334, 33.333, 33.333), 'USD')).toEqual([3.33, 3.33, 3.34]);
    expect(installmentAmounts(0.05, percents(50, 50), 'USD')).toEqual([0.03, 0.02]);
  });

  it('shares tiny budgets without losing or inventing a minor unit', () => {
    expect(installmentAmounts(0.01, percents(33.333, 33.333, 33.334), 'USD')).toEqual([0, 0, 0.01]);
    expect(installmentAmounts(1, percents(25, 25, 25, 25), 'JPY')).toEqual([0, 0, 0, 1]);
    expect(installmentAmounts(0.001, percents(99, 1), 'JOD')).toEqual([0.001, 0]);
    expect(installmentAmounts(0, percents(50, 50), 'USD')).toEqual([0, 0]);
  });

  it('keeps big budgets exact where floating point would not (fils × thousandths pass 2^53)', () => {
    const amounts = installmentAmounts(987_654_321_098.765, percents(33.333, 33.333, 33.334), 'JOD');
    expect(amounts[0]).toBe(329_214_814_851.851);
    expect(unitsTotal(amounts, 'JOD')).toBe(987_654_321_098_765);
  });

  it('rounds each row and adds no remainder while the percents do not total 100', () => {
    expect(installmentAmounts(1_000, percents(33.333, 33.333), 'USD')).toEqual([333.33, 333.33]);
    // The issue's example: 33.333 + 66.67 of JOD 76,497.360 came to 76,499.655. Not a full set, so no remainder either.
    expect(installmentAmounts(76_497.36, percents(33.333, 66.67), 'JOD')).toEqual([25_498.865, 51_000.79]);
  });

  it('keeps a fixed amount (money already on its way) and gives the remainder to the last row without one', () => {
    const amounts = installmentAmounts(1_000, [{ percent: 33.333 }, { percent: 33.333 }, { percent: 33.334, fixedAmount: 333.34 }], 'USD');
    expect(amounts).toEqual([333.33, 333.33, 333.34]);
    expect(installmentAmounts(1_000, [{ percent: 50 }, { percent: 50, fixedAmount: 500.004 }], 'USD')).toEqual([500, 500]);
    expect(installmentAmounts(100, [{ percent: 50, fixedAmount: 50 }, { percent: 50, fixedAmount: 50 }], 'USD')).toEqual([50, 50]);
  });
});

describe('the installments input schema', () => {
  it('refuses 33.333 + 66.67 with the installments message', () => {
    const parsed = installmentsInputSchema.safeParse([
      { title: 'a', percent: 33.333 },
      { title: 'b', percent: 66.67 },
    ]);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => JSON.parse(issue.message).key)).toEqual(['installmentsPercent']);
  });

  it('accepts 33.333 + 33.333 + 33.334', () => {
    expect(installmentsInputSchema.safeParse(percents(33.333, 33.333, 33.334).map((item, index) => ({ title: `i${index}`, ...item }))).success).toBe(true);
  });

  it('refuses a percent with more than 3 decimals, saying so', () => {
    const parsed = installmentsInputSchema.safeParse([
      { title: 'a', percent: 33.3333 },
      { title: 'b', percent: 66.6667 },
    ]);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), JSON.parse(issue.message)])).toEqual([
      ['0.percent', { key: 'percentDecimals', field: 'percent', max: 3 }],
      ['1.percent', { key: 'percentDecimals', field: 'percent', max: 3 }],
    ]);
  });
});
