import { Field, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { PERCENT_TOTAL } from '#contract/constants';
import { programsPercentTotal, type GrantProgram } from '#contract/grants';
import { formatPercent, isolate } from '@/lib/format-money';
import { useLocale } from '@/lib/use-locale';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
  total: { color: tokens.colorNeutralForeground3 },
});

/** The programs a grant targets, each with its share as a bar, and the total the spec requires to be 100. */
export function GrantProgramsBars({ programs }: { programs: readonly GrantProgram[] }) {
  const styles = useStyles();
  const locale = useLocale();
  if (programs.length === 0) {
    return (
      <p>
        <Trans>No program is targeted yet.</Trans>
      </p>
    );
  }
  // Isolated: after Arabic words, "100%" would otherwise be laid out as "%100".
  const totalText = isolate(formatPercent(programsPercentTotal(programs)), locale);
  return (
    <>
      <ul className={styles.list}>
        {programs.map((program) => (
          <li key={program.id}>
            <Field label={<span dir="auto">{program.title}</span>} hint={formatPercent(program.percent)}>
              <ProgressBar value={Math.min(program.percent, PERCENT_TOTAL)} max={PERCENT_TOTAL} thickness="large" />
            </Field>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <Trans>Total: {totalText}</Trans>
      </p>
    </>
  );
}
