import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, ArrowUndoRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { isLocale } from '#contract/enums';
import { projectQuery } from '../../api/get-project';
import { projectOverviewQuery } from '../../api/get-project-overview';
import { projectControls } from '../../api/project-controls';
import { PageHeading, PageStack } from '@/ui/page-section';
import { usePendingRecords } from '@/offline/outbox';
import { projectMonthQuery } from '../api/get-monthly-reports';
import { MONTHLY_REPORT_ENTITY, monthEntityId } from '../api/monthly-report-cache';
import { ApprovalNote } from './approval-note';
import { ApproveMonthDialog } from './approve-month-dialog';
import { MonthEditor } from './month-editor';
import { MonthFacts } from './month-facts';
import { formValuesOf } from './month-form-values';
import { monthName } from '../api/month-labels';
import { commentsOn, shownComments } from './review-notes';
import { ReviewNoteList } from './review-note-list';
import { ReturnMonthDialog } from './return-month-dialog';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/**
 * A month as the funder reviews it (issue 14 item 3): everything the organisation wrote, read-only, and for the staff
 * in charge of the project, Approve (optional note) or Return (comments on the whole month or on items), queued
 * through the outbox like every staff action.
 */
export function StaffMonthPage({ projectId, month }: { projectId: number; month: string }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const me = useRouteContext({ from: '/_app', select: (context) => context.me });
  const { data: report } = useSuspenseQuery(projectMonthQuery(projectId, month));
  const { data: project } = useSuspenseQuery(projectQuery(projectId));
  const { data: overview } = useSuspenseQuery(projectOverviewQuery(projectId));
  const pending = usePendingRecords(MONTHLY_REPORT_ENTITY, monthEntityId(projectId, month));
  const [dialog, setDialog] = useState<'approve' | 'return' | null>(null);
  const canReview = projectControls(project, overview, me).reports === null;
  const comments = shownComments(report);
  const reviewable = report.status === 'submitted' && pending.length === 0;

  const actions =
    canReview && reviewable ? (
      <div className={styles.actions}>
        <Button icon={<ArrowUndoRegular />} onClick={() => setDialog('return')}>
          <Trans>Return with comments</Trans>
        </Button>
        <Button appearance="primary" icon={<CheckmarkRegular />} onClick={() => setDialog('approve')}>
          <Trans>Approve</Trans>
        </Button>
      </div>
    ) : undefined;

  return (
    <PageStack>
      <PageHeading title={t`Monthly report: ${monthName(month, locale)}`} action={actions} />
      <MonthFacts report={report} />
      {pending.length > 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>
            <Trans>Your review of this month is kept on this device and will be sent when the connection is back.</Trans>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {!canReview && report.status === 'submitted' ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <Trans>Only the users in charge of this project’s proposal or of its grant can approve or return the month.</Trans>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <ApprovalNote report={report} />
      <ReviewNoteList comments={commentsOn(comments, 'report', null)} />
      <MonthEditor key={report.version} report={report} initial={formValuesOf(report)} readOnly comments={comments} />
      {dialog === 'approve' ? <ApproveMonthDialog report={report} onClose={() => setDialog(null)} /> : null}
      {dialog === 'return' ? <ReturnMonthDialog report={report} onClose={() => setDialog(null)} /> : null}
    </PageStack>
  );
}
