/**
 * Grant sizes are written in English digits with grouping, like every amount in the portal (spec section 9:
 * "en format"), after the currency's symbol. Unlike project money they show no forced fraction digits: a
 * grant's range is a round figure set by the funder (docs/decisions/081-grant-size-format.md).
 */
const sizeFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

export function formatGrantSize(amount: number, symbol: string): string {
  const number = sizeFormat.format(amount);
  return symbol ? `${symbol} ${number}` : number;
}

export function formatGrantSizeRange(min: number, max: number, symbol: string): string {
  return `${formatGrantSize(min, symbol)} – ${formatGrantSize(max, symbol)}`;
}
