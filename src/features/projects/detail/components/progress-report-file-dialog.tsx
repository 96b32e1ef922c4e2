import { Field, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { isLocale } from '#contract/enums';
import { PROGRESS_REPORT_MAX_BYTES, progressReportFileProblem } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { AgreementFileField } from '@/features/proposals';
import { formatFileSize } from '@/lib/files';
import { UPLOAD_OUTCOME_WAIT_MS, type OutboxRecord } from '@/offline/outbox';
import { useQueuedSubmit } from '@/offline/submit-queued';
import { showRefusal } from '@/offline/use-queued-form';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { DateField } from '@/ui/form/date/date-field';
import { FormRefusal } from '@/ui/form/form-refusal';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import type { ProgressReportFields } from '../../api/project-queued';
import { PROGRESS_REPORT_KINDS, progressReportFormSchema } from './progress-report-form';
import { PROGRESS_REPORT_KIND_LABELS } from './tracking-labels';

const useStyles = makeStyles({
  dates: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM },
});

export type ProgressReportFileDialogProps = {
  /** The project's period: the report's must lie inside it. */
  project: Pick<Project, 'start_date' | 'end_date'>;
  title: ReactNode;
  /** What the form starts from (a returned report being corrected); an empty narrative report otherwise. */
  initial?: ProgressReportFields | undefined;
  /** Shown above the fields (the funder's comment on a returned report). */
  note?: ReactNode;
  /** Queues the upload: the staff's on the project, the organisation's on its own project. */
  queue: (report: ProgressReportFields, file: File) => Promise<OutboxRecord>;
  onClose: () => void;
};

/**
 * A progress report's upload, for the funder's staff and for the organisation alike (spec section 7, issue 14 item
 * 5): title, kind, the period it covers (inside the project's) and the file (PDF, DOCX, PNG or JPEG, at most 10 MB),
 * all checked before anything is queued; the server checks them again, the file's contents included. The file is
 * queued with the report, so it works offline. A refusal stays in the dialog with what was typed and chosen.
 */
export function ProgressReportFileDialog({ project, title, initial, note, queue, onClose }: ProgressReportFileDialogProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const form = useContractForm(progressReportFormSchema(project), initial ?? { title: '', kind: 'narrative', period_start: '', period_end: '' });
  const kind = useController({ control: form.control, name: 'kind' });
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  // The server's refusal of the file's contents (the form's other fields take theirs through react-hook-form).
  const [fileRefusal, setFileRefusal] = useState<string | undefined>();
  const maxSize = formatFileSize(PROGRESS_REPORT_MAX_BYTES, locale);
  const submitQueued = useQueuedSubmit();

  const upload = form.handleSubmit(async (values) => {
    if (!file || progressReportFileProblem(file) !== null) return;
    const outcome = await submitQueued(queue(values, file), {
      offlineNotice: msg`You are offline. The report is kept on this device and will be uploaded when the connection is back.`,
      timeoutMs: UPLOAD_OUTCOME_WAIT_MS,
    });
    if (outcome.outcome === 'unsaved') return;
    if (outcome.outcome !== 'rejected') return onClose();
    // A refusal stays in the dialog with what was typed and chosen (decision 143).
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
      title={title}
      submitLabel={<Trans>Upload</Trans>}
      onSubmit={submit}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      worksOffline
      alert={<FormRefusal control={form.control} />}
    >
      {note}
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
