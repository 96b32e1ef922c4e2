/**
 * Grant sizes are written in English digits with grouping, like every amount in the portal (spec section 9:
 * "en format"), after the currency's symbol. Unlike project money they show no forced fraction digits: a
 * grant's range is a round figure set by the funder (docs/decisions/081-grant-size-format.md).
 */
const wholeFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
// An amount with cents shows both digits ("80,000.50", never "80,000.5").
const centsFormat = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The amount alone, in the portal's money digits. */
export function formatGrantAmount(amount: number): string {
  return (Number.isInteger(amount) ? wholeFormat : centsFormat).format(amount);
}

export function formatGrantSize(amount: number, symbol: string): string {
  const number = formatGrantAmount(amount);
  return symbol ? `${symbol} ${number}` : number;
}

export function formatGrantSizeRange(min: number, max: number, symbol: string): string {
  return `${formatGrantSize(min, symbol)} – ${formatGrantSize(max, symbol)}`;
}
