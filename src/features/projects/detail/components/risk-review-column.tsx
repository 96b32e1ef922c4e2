import { makeStyles } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { ProjectRisk } from '#contract/project-tracking';
import type { RiskColumn } from '@/features/proposals';
import { calendarDay } from '@/lib/calendar-day';
import { useDateFormatter } from '@/ui/list/format-date';
import { NO_FIGURE } from './tracking-format';

const useStyles = makeStyles({
  date: { whiteSpace: 'nowrap' },
});

function ReviewDate({ value }: { value: string | null }) {
  const formatDate = useDateFormatter();
  return <span className={useStyles().date}>{value ? formatDate(calendarDay(value)) : NO_FIGURE}</span>;
}

/** The column the project's risk tables add: a risk's next review, or its last one once closed. */
export const RISK_REVIEW_COLUMN: RiskColumn<ProjectRisk> = {
  key: 'review',
  header: <Trans>Review</Trans>,
  cell: (risk) => <ReviewDate value={risk.review_date} />,
};
