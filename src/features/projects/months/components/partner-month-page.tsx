import { Button, Caption1, MessageBar, MessageBarBody, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, SendRegular } from '@fluentui/react-icons';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { isLocale } from '#contract/enums';
import { isMonthEditable } from '#contract/monthly-reports';
import { todayIso } from '#contract/partner-proposals';
import { partnerProfileQuery } from '@/features/partner-account';
import { useOutboxSave } from '@/features/partner-proposals';
import { PageHeading, PageStack } from '@/ui/page-section';
import { useOnline } from '@/lib/use-online';
import { useQueuedConfirm } from '@/offline/use-queued-confirm';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { useLinkStyles } from '@/ui/link-styles';
import { queueMonthSave, usePartnerMonth } from '../api/save-month';
import { queueMonthSubmit } from '../api/submit-month';
import { ApprovalNote } from './approval-note';
import { MonthEditor } from './month-editor';
import { MonthFacts } from './month-facts';
import { formValuesOf, formValuesOfQueued, toMonthInput, type MonthForm } from './month-form-values';
import { monthName } from '../api/month-labels';
import { neighbourMonths, type ProjectDates } from './month-navigation';
import { commentsOn, shownComments } from './review-notes';
import { ReviewNoteList } from './review-note-list';
import { monthSubmitState, type MonthSubmitBlock } from './submit-state';

const useStyles = makeStyles({
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  nav: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  navLink: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // The arrows point the way the months go, which flips with the reading direction.
  arrow: { ':dir(rtl)': { transform: 'scaleX(-1)' } },
  submit: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: tokens.spacingVerticalXXS },
  why: { color: tokens.colorNeutralForeground3, maxWidth: '320px', textAlign: 'end' },
  project: { color: tokens.colorNeutralForeground2, margin: 0 },
});

type PartnerMonthPageProps = {
  projectId: number;
  month: string;
  /** The project as the organisation's list has it (null when that list is not on this device). */
  project: (ProjectDates & { title: string }) | null;
};

const BLOCK_TEXT = {
  member: msg`Only your organisation’s admin can submit the month.`,
  offline: msg`You are offline: submit once the connection is back.`,
  unsaved: msg`Save your changes and wait for them to reach the server before submitting.`,
  neverSaved: msg`Save the month before submitting it.`,
} satisfies Record<MonthSubmitBlock, unknown>;

/**
 * The organisation's report of one month (issue 14 item 2): where it stands and when it is due, the funder's comments
 * beside the items concerned, the whole month in one editor saved through the outbox, and Submit for the admin.
 * Submitted or approved, the month is read-only.
 */
export function PartnerMonthPage({ projectId, month, project }: PartnerMonthPageProps) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const { report, queued, pending } = usePartnerMonth(projectId, month);
  const { data: profile } = useQuery(partnerProfileQuery());
  const online = useOnline();
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const readOnly = !isMonthEditable(report.status);
  const comments = shownComments(report);
  const save = useOutboxSave((form: MonthForm) => {
    const { content, files } = toMonthInput(form);
    return queueMonthSave(report, content, files);
  });
  const submitState = monthSubmitState({ status: report.status, version: report.version, role: profile?.ngo_role, online, dirty, queued: pending.length > 0 });
  const [confirming, setConfirming] = useState(false);
  const submit = useQueuedConfirm();
  const closeSubmit = () => {
    setConfirming(false);
    submit.reset();
  };
  const neighbours = project ? neighbourMonths(month, project, todayIso()) : { previous: null, next: null };
  const initial = queued ? formValuesOfQueued(report, queued.content, queued.files) : formValuesOf(report);
  const resubmission = report.status === 'returned';

  const submitButton = submitState.shown ? (
    <div className={styles.submit}>
      <Button
        appearance="primary"
        icon={<SendRegular />}
        disabled={submitState.block !== null}
        aria-describedby={submitState.block ? 'month-submit-block' : undefined}
        onClick={() => setConfirming(true)}
      >
        {resubmission ? <Trans>Resubmit the month</Trans> : <Trans>Submit the month</Trans>}
      </Button>
      {submitState.block ? (
        <Caption1 id="month-submit-block" className={styles.why}>
          {i18n._(BLOCK_TEXT[submitState.block])}
        </Caption1>
      ) : null}
    </div>
  ) : undefined;

  return (
    <PageStack>
      <div className={styles.top}>
        <Link to="/partner/projects/$projectId" params={{ projectId }} className={mergeClasses(linkStyles.link, styles.navLink)}>
          <ArrowLeftRegular className={styles.arrow} aria-hidden />
          <Trans>Back to the project</Trans>
        </Link>
        <nav className={styles.nav} aria-label={t`Months`}>
          {neighbours.previous ? (
            <Link
              to="/partner/projects/$projectId/months/$month"
              params={{ projectId, month: neighbours.previous }}
              className={mergeClasses(linkStyles.link, styles.navLink)}
            >
              <ArrowLeftRegular className={styles.arrow} aria-hidden />
              <Trans>Previous month: {monthName(neighbours.previous, locale)}</Trans>
            </Link>
          ) : null}
          {neighbours.next ? (
            <Link to="/partner/projects/$projectId/months/$month" params={{ projectId, month: neighbours.next }} className={mergeClasses(linkStyles.link, styles.navLink)}>
              <Trans>Next month: {monthName(neighbours.next, locale)}</Trans>
              <ArrowRightRegular className={styles.arrow} aria-hidden />
            </Link>
          ) : null}
        </nav>
      </div>
      <PageHeading title={t`Monthly report: ${monthName(month, locale)}`} action={submitButton} />
      {project ? (
        <p className={styles.project} dir="auto">
          {project.title}
        </p>
      ) : null}
      <MonthFacts report={report} />
      <ApprovalNote report={report} />
      <ReviewNoteList comments={commentsOn(comments, 'report', null)} />
      {queued ? (
        <MessageBar intent="info">
          <MessageBarBody>
            <Trans>Your last save is kept on this device and will be sent when the connection is back.</Trans>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <MonthEditor
        // A save still queued (found once the outbox is read from the device) is shown instead of the server's month.
        key={`${report.version}:${queued ? 'queued' : 'server'}`}
        report={report}
        initial={initial}
        readOnly={readOnly}
        comments={comments}
        onSave={readOnly ? undefined : save}
        onDirtyChange={onDirtyChange}
      />
      <ConfirmDialog
        open={confirming}
        title={resubmission ? <Trans>Resubmit the month</Trans> : <Trans>Submit the month</Trans>}
        confirmLabel={resubmission ? <Trans>Resubmit</Trans> : <Trans>Submit</Trans>}
        busy={submit.busy}
        refusal={submit.refusal}
        onConfirm={() =>
          void submit.confirm(queueMonthSubmit(report), {
            offlineNotice: msg`You are offline. The month will be submitted when the connection is back.`,
            onDone: closeSubmit,
          })
        }
        onCancel={closeSubmit}
      >
        <Trans>Once submitted, the month can no longer be changed unless the funder returns it with comments.</Trans>
      </ConfirmDialog>
    </PageStack>
  );
}
