import { makeStyles } from '@fluentui/react-components';
import { formatMoney, formatShortMoney } from '@/lib/format-money';
import { directionOf } from '@/lib/i18n';
import { useLocale } from '@/lib/use-locale';

const useStyles = makeStyles({ money: { whiteSpace: 'nowrap' } });

/**
 * An amount with its currency symbol, "symbol amount" in the reader's direction, on one line. The symbol and the
 * figure are isolated: written as one string, an Arabic symbol turns the digits after it into Arabic-context numbers
 * and the browser draws "د.أ 57k" as "57 أ.د k". The short form is k/m/b/t in English and Arabic's own words in
 * Arabic ("57 ألف"), which is why the run follows the page's direction rather than always left to right. The text is
 * formatShortMoney's (isolates included) or formatMoney's, so it reads and copies the same.
 */
export function MoneyText({ value, symbol, short = false }: { value: number; symbol: string | null | undefined; short?: boolean }) {
  const styles = useStyles();
  const locale = useLocale();
  return (
    <span dir={directionOf(locale)} className={styles.money}>
      {short ? (
        formatShortMoney(value, symbol, locale)
      ) : (
        <>
          {symbol ? (
            <>
              <bdi>{symbol}</bdi>{' '}
            </>
          ) : null}
          {formatMoney(value)}
        </>
      )}
    </span>
  );
}
