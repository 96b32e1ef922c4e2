import { PERCENT_TOTAL } from './constants';

/*
 * Installment money, exactly (docs/decisions/137-exact-installment-money.md). Percents are counted in integer
 * thousandths of a percent and amounts in integer minor units of the currency (ISO 4217), so no total is a float that
 * only looks right once rounded on screen: the percents of a full set total exactly 100, and the amounts of a full set
 * total exactly the budget, the remainder of the rounding going to the last installment. The server (Accept and both
 * installments updates) and the installments dialog use these same functions.
 */

/**
 * ISO 4217 minor units (digits after the decimal point) of the portal's reference currencies
 * (server/db/seed/reference-data.ts), plus the few other 0- and 3-digit currencies a funder is likely to add.
 * A currency not listed has 2, as most do.
 */
export const CURRENCY_MINOR_UNITS: Readonly<Record<string, number>> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  CHF: 2,
  EGP: 2,
  SAR: 2,
  AED: 2,
  QAR: 2,
  LBP: 2,
  MAD: 2,
  TRY: 2,
  SDG: 2,
  YER: 2,
  JOD: 3,
  KWD: 3,
  BHD: 3,
  OMR: 3,
  IQD: 3,
  TND: 3,
  LYD: 3,
  JPY: 0,
  KRW: 0,
  CLP: 0,
  ISK: 0,
  XOF: 0,
  XAF: 0,
};
export const DEFAULT_MINOR_UNITS = 2;

/** Digits after the decimal point of an amount in this currency (ISO 4217 code, any case). */
export function minorUnitsOf(currencyCode: string | null | undefined): number {
  return CURRENCY_MINOR_UNITS[(currencyCode ?? '').trim().toUpperCase()] ?? DEFAULT_MINOR_UNITS;
}

/** An amount in whole minor units (fils, cents, yen), to the nearest one. */
export function toMinorUnits(amount: number, minorUnits: number): number {
  return Math.round(amount * 10 ** minorUnits);
}

export function fromMinorUnits(units: number, minorUnits: number): number {
  return units / 10 ** minorUnits;
}

/** An amount rounded to the currency's minor unit: 1234.5678 JOD → 1234.568, USD → 1234.57, JPY → 1235. */
export function roundMoney(amount: number, currencyCode: string | null | undefined): number {
  const digits = minorUnitsOf(currencyCode);
  return fromMinorUnits(toMinorUnits(amount, digits), digits);
}

/** Money added up in minor units: no floating-point dust in a total. */
export function sumMoney(amounts: readonly number[], currencyCode: string | null | undefined): number {
  const digits = minorUnitsOf(currencyCode);
  return fromMinorUnits(
    amounts.reduce((sum, amount) => sum + toMinorUnits(amount, digits), 0),
    digits,
  );
}

/* ---------------------------------------------------------------- percents */

/** An installment's percent has at most 3 decimals (33.333 %): the form's number field and the server agree on it. */
export const PERCENT_DECIMALS = 3;
const THOUSANDTHS = 10 ** PERCENT_DECIMALS;
const WHOLE = PERCENT_TOTAL * THOUSANDTHS;

/** A percent as an integer number of thousandths of a percent (33.333 → 33 333), or null with more decimals than that. */
export function percentThousandths(percent: number): number | null {
  if (!Number.isFinite(percent)) return null;
  const scaled = percent * THOUSANDTHS;
  const whole = Math.round(scaled);
  // A decimal with 3 places is not always exact in binary (33.333 × 1000 = 33332.999…): allow that dust only.
  return Math.abs(scaled - whole) < 1e-6 ? whole : null;
}

export function hasPercentPrecision(percent: number): boolean {
  return percentThousandths(percent) !== null;
}

function thousandthsOf(percent: number): number {
  return percentThousandths(percent) ?? Math.round(percent * THOUSANDTHS);
}

/** The percents added up exactly: 33.333 + 66.67 is 100.003, not 100. */
export function percentTotal(items: readonly { percent: number }[]): number {
  return items.reduce((sum, item) => sum + thousandthsOf(item.percent), 0) / THOUSANDTHS;
}

/** Spec sections 5 and 9: exactly 100, compared in thousandths, each percent with at most 3 decimals. */
export function totalsExactlyHundred(items: readonly { percent: number }[]): boolean {
  if (items.some((item) => !hasPercentPrecision(item.percent))) return false;
  return items.reduce((sum, item) => sum + thousandthsOf(item.percent), 0) === WHOLE;
}

/** The largest percent a new (or edited) installment may take: 100 minus what the others hold (spec section 5). */
export function remainingPercent(items: readonly { percent: number }[]): number {
  const held = items.reduce((sum, item) => sum + thousandthsOf(item.percent), 0);
  return Math.max(0, WHOLE - held) / THOUSANDTHS;
}

/* ---------------------------------------------------------------- amounts */

/** units × thousandths / 100 000, rounded half up, in integers (BigInt: budgets in fils times thousandths pass 2^53). */
function shareOf(budgetUnits: number, thousandths: number): number {
  const product = BigInt(budgetUnits) * BigInt(thousandths);
  const whole = BigInt(WHOLE);
  return Number((product * 2n + whole) / (whole * 2n));
}

/** One installment's amount: total_budget × percent / 100 (spec section 3), to the currency's minor unit. */
export function installmentAmount(totalBudget: number, percent: number, currencyCode: string | null | undefined): number {
  const digits = minorUnitsOf(currencyCode);
  return fromMinorUnits(shareOf(toMinorUnits(totalBudget, digits), thousandthsOf(percent)), digits);
}

/** An installment to share the budget out to; `fixedAmount` keeps an amount already agreed (money on its way). */
export type InstallmentShare = { percent: number; fixedAmount?: number | null | undefined };

/**
 * The amounts of a list of installments, in its order. Each is its share rounded to the currency's minor unit; when
 * the percents total exactly 100, the last installment takes what the others leave, so the amounts total exactly the
 * budget (in the budget's own minor units). An installment with a fixed amount keeps it: the remainder then goes to
 * the last one without.
 */
export function installmentAmounts(
  totalBudget: number,
  installments: readonly InstallmentShare[],
  currencyCode: string | null | undefined,
): number[] {
  const digits = minorUnitsOf(currencyCode);
  const budgetUnits = toMinorUnits(totalBudget, digits);
  const units = installments.map(({ percent, fixedAmount }) =>
    fixedAmount === undefined || fixedAmount === null ? shareOf(budgetUnits, thousandthsOf(percent)) : toMinorUnits(fixedAmount, digits),
  );
  const last = installments.findLastIndex(({ fixedAmount }) => fixedAmount === undefined || fixedAmount === null);
  if (last >= 0 && totalsExactlyHundred(installments)) {
    const others = units.reduce((sum, value, index) => (index === last ? sum : sum + value), 0);
    units[last] = budgetUnits - others;
  }
  return units.map((value) => fromMinorUnits(value, digits));
}
