import { Field, MessageBar, MessageBarBody, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useController } from 'react-hook-form';
import { isLocale } from '#contract/enums';
import { PROGRESS_REPORT_MAX_BYTES, progressReportFileProblem, type ProgressReport } from '#contract/project-tracking';
import { PROGRESS_REPORT_KINDS, progressReportFormSchema } from '@/features/projects';
import { PROGRESS_REPORT_KIND_LABELS } from '@/features/projects';
import { AgreementFileField } from '@/features/proposals';
import { formatFileSize } from '@/lib/files';
import { UPLOAD_OUTCOME_WAIT_MS } from '@/offline/outbox';
import { useQueuedSubmit } from '@/offline/submit-queued';
import { showRefusal } from '@/offline/use-queued-form';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { DateField } from '@/ui/form/date/date-field';
import { FormRefusal } from '@/ui/form/form-refusal';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import { queuePartnerProgressReport } from '../../api/progress-report-actions';
import type { PartnerProjectRef } from '../../api/partner-project-queued';

const useStyles = makeStyles({
  dates: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM },
  comment: { whiteSpace: 'pre-wrap' },
});

type PartnerProgressReportDialogProps = {
  project: PartnerProjectRef & { start_date: string; end_date: string };
  /** The returned report this upload corrects: its title, kind and period are the starting point. */
  correcting: ProgressReport | null;
  onClose: () => void;
};

/**
 * The organisation uploads a narrative or financial report for a period of its project (issue 14 item 5), or a
 * corrected one for a report the funder returned: title, kind, a period inside the project's and the file, all
 * checked before anything is queued; the file is kept on the device until it is sent.
 */
export function PartnerProgressReportDialog({ project, correcting, onClose }: PartnerProgressReportDialogProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const form = useContractForm(progressReportFormSchema(project), {
    title: correcting?.title ?? '',
    kind: correcting?.kind ?? 'narrative',
    period_start: correcting?.period_start ?? '',
    period_end: correcting?.period_end ?? '',
  });
  const kind = useController({ control: form.control, name: 'kind' });
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [fileRefusal, setFileRefusal] = useState<string | undefined>();
  const maxSize = formatFileSize(PROGRESS_REPORT_MAX_BYTES, locale);
  const submitQueued = useQueuedSubmit();

  const upload = form.handleSubmit(async (values) => {
    if (!file || progressReportFileProblem(file) !== null) return;
    const outcome = await submitQueued(queuePartnerProgressReport(project, values, file, correcting?.id ?? null), {
      offlineNotice: msg`You are offline. The report is kept on this device and will be uploaded when the connection is back.`,
      timeoutMs: UPLOAD_OUTCOME_WAIT_MS,
    });
    if (outcome.outcome === 'unsaved') return;
    if (outcome.outcome !== 'rejected') return onClose();
    const { file: fileMessages, ...others } = outcome.error.fields ?? {};
    setFileRefusal(fileMessages?.[0]);
    showRefusal(form, { entity: outcome.entity, error: { ...outcome.error, fields: others } }, i18n);
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    setTried(true);
    await upload(event);
  };

  return (
    <FormDialog
      title={correcting ? <Trans>Upload a corrected report</Trans> : <Trans>Upload a progress report</Trans>}
      submitLabel={<Trans>Upload</Trans>}
      onSubmit={submit}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      worksOffline
      alert={<FormRefusal control={form.control} />}
    >
      {correcting?.review_comment ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <Trans>The funder’s comment:</Trans>{' '}
            <span className={styles.comment} dir="auto">
              {correcting.review_comment}
            </span>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <TextField control={form.control} name="title" label={t`Title`} required dir="auto" autoFocus />
      <Field label={t`Report type`} required>
        <RadioGroup layout="horizontal" value={kind.field.value} onChange={(_, data) => kind.field.onChange(data.value)}>
          {PROGRESS_REPORT_KINDS.map((value) => (
            <Radio key={value} value={value} label={i18n._(PROGRESS_REPORT_KIND_LABELS[value])} />
          ))}
        </RadioGroup>
      </Field>
      <div className={styles.dates}>
        <DateField control={form.control} name="period_start" label={t`Period start`} required min={project.start_date} max={project.end_date} />
        <DateField control={form.control} name="period_end" label={t`Period end`} required min={project.start_date} max={project.end_date} />
      </div>
      <AgreementFileField
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          setFileRefusal(undefined);
        }}
        serverMessage={fileRefusal}
        disabled={form.formState.isSubmitting}
        label={t`Report file`}
        hint={t`A PDF, a Word document (DOCX) or a PNG or JPEG scan, up to ${maxSize}. Send a spreadsheet as its PDF export.`}
        messageField="file"
        showMissing={tried}
      />
    </FormDialog>
  );
}
