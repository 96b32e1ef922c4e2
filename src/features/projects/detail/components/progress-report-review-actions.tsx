import { Badge, Button } from '@fluentui/react-components';
import { ClockRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProgressReport, ProgressReportDecision } from '#contract/project-tracking';

type ProgressReportReviewActionsProps = {
  report: ProgressReport;
  /** A decision on it waits in the outbox: the status changes once the server has it. */
  waiting: boolean;
  onReview: (decision: ProgressReportDecision) => void;
};

/** Accept or Return for a report awaiting the funder's review (shown to staff who may decide); nothing once decided. */
export function ProgressReportReviewActions({ report, waiting, onReview }: ProgressReportReviewActionsProps) {
  const { t } = useLingui();
  const title = report.title;
  if (waiting) {
    return (
      <Badge appearance="tint" color="informative" icon={<ClockRegular />}>
        <Trans>Review waiting to be sent</Trans>
      </Badge>
    );
  }
  if (report.status !== 'submitted') return null;
  return (
    <>
      <Button size="small" appearance="primary" aria-label={t`Accept ${title}`} onClick={() => onReview('accepted')}>
        <Trans>Accept</Trans>
      </Button>
      <Button size="small" aria-label={t`Return ${title}`} onClick={() => onReview('returned')}>
        <Trans>Return</Trans>
      </Button>
    </>
  );
}
