import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { MonthlyReport } from '#contract/monthly-reports';
import { DATE_TIME_FORMAT, useDateFormatter } from '@/ui/list/format-date';
import { MonthStatusBadge } from './month-status-badge';

const useStyles = makeStyles({
  facts: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalXS },
});

/** Where the month stands: its status, when it is due, who saved, submitted and reviewed it. */
export function MonthFacts({ report }: { report: MonthlyReport }) {
  const styles = useStyles();
  const formatDate = useDateFormatter();
  const { saved_by, saved_at, submitted_by, submitted_at, reviewed_by, reviewed_at } = report;
  return (
    <div className={styles.facts}>
      <MonthStatusBadge status={report.status} />
      <Caption1>
        <Trans>Due {formatDate(report.due_date)}</Trans>
      </Caption1>
      {saved_by && saved_at ? (
        <Caption1>
          <Trans>
            Saved by {saved_by.name} on {formatDate(saved_at, DATE_TIME_FORMAT)}
          </Trans>
        </Caption1>
      ) : null}
      {submitted_by && submitted_at ? (
        <Caption1>
          <Trans>
            Submitted by {submitted_by.name} on {formatDate(submitted_at, DATE_TIME_FORMAT)}
          </Trans>
        </Caption1>
      ) : null}
      {reviewed_by && reviewed_at ? (
        <Caption1>
          <Trans>
            Reviewed by {reviewed_by.name} on {formatDate(reviewed_at, DATE_TIME_FORMAT)}
          </Trans>
        </Caption1>
      ) : null}
    </div>
  );
}
