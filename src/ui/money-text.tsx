import { formatMoney, formatShortMoney } from '@/lib/format-money';

/**
 * An amount with its currency symbol, always "symbol amount" left to right, in both languages and for every
 * currency. Written as one string, an Arabic symbol turns the digits after it into Arabic-context numbers and the
 * browser draws "د.أ 57k" as "57 أ.د k"; isolating the symbol keeps it whole and in front. The text is the same
 * as formatMoney's (or formatShortMoney's), so it reads and copies the same.
 */
export function MoneyText({ value, symbol, short = false }: { value: number; symbol: string | null | undefined; short?: boolean }) {
  const figure = short ? formatShortMoney(value) : formatMoney(value);
  return (
    <span dir="ltr">
      {symbol ? (
        <>
          <bdi>{symbol}</bdi>{' '}
        </>
      ) : null}
      {figure}
    </span>
  );
}
