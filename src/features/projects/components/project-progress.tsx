import { ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { PERCENT_TOTAL } from '#contract/constants';
import { formatPercent } from '@/lib/format-money';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: '120px' },
  bar: { flexGrow: 1 },
  figure: { minWidth: '4ch', textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

/**
 * How far a project has got: the share of its installments transferred (contract `progress`, 0 to 100), as a
 * bar that fills from the start side (right in Arabic) and the percent beside it.
 */
export function ProjectProgress({ value }: { value: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const percent = Math.min(Math.max(value, 0), PERCENT_TOTAL);
  const text = formatPercent(percent);
  return (
    <div className={styles.root}>
      <ProgressBar
        className={styles.bar}
        value={percent}
        max={PERCENT_TOTAL}
        thickness="large"
        aria-label={t`Progress`}
        aria-valuetext={text}
      />
      <Text className={styles.figure} size={200}>
        {text}
      </Text>
    </div>
  );
}
