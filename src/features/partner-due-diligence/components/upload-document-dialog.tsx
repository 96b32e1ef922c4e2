import { Field, ProgressBar, Select, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useController } from 'react-hook-form';
import { isLocale } from '#contract/enums';
import { DUE_DILIGENCE_MAX_BYTES, DUE_DILIGENCE_UPLOAD_FIELDS, dueDiligenceFileProblem, dueDiligenceUploadSchema } from '#contract/partner-due-diligence';
import { AgreementFileField } from '@/features/proposals';
import { formatFileSize } from '@/lib/files';
import { ApiError } from '@/lib/api-error';
import type { UploadProgress } from '@/lib/upload';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { DateField } from '@/ui/form/date/date-field';
import { useFieldMessage } from '@/ui/form/field-message';
import { FormAlert } from '@/ui/form/form-alert';
import { applyServerErrors, useContractForm } from '@/ui/form/use-contract-form';
import { dueDiligenceTypesQuery } from '../api/get-library';
import { useUploadDueDiligence } from '../api/library-changes';

/** The fields that show their own refusals; anything else is said above the buttons. */
const UPLOAD_FIELDS = Object.values(DUE_DILIGENCE_UPLOAD_FIELDS);

const useStyles = makeStyles({
  dates: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM },
});

/**
 * Adds a document to the organisation's library: the due-diligence type it answers (any funder's list), its issue
 * date, its expiry date when it has one (after the issue date) and the file (PDF, DOCX, PNG or JPEG, at most 10 MB),
 * all checked before sending with the contract's rules; the server checks them again, the file's bytes included.
 */
export function UploadDocumentDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const describe = useFieldMessage();
  const types = useQuery(dueDiligenceTypesQuery());
  const form = useContractForm(dueDiligenceUploadSchema, { type: '', issued_on: '', expires_on: '' });
  const { field: typeField, fieldState: typeState } = useController({ control: form.control, name: 'type' });
  const { value: typeValue, onChange: onTypeChange, onBlur: onTypeBlur, name: typeName, ref: typeRef } = typeField;
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [fileRefusal, setFileRefusal] = useState<string | undefined>();
  const upload = useUploadDueDiligence(setProgress);
  const typeError = describe(typeState.error?.message, 'type');

  const send = form.handleSubmit(async (values) => {
    if (!file || dueDiligenceFileProblem(file) !== null) return;
    try {
      await upload.mutateAsync({ ...values, file });
      onClose();
    } catch (error) {
      // A refusal stays in the dialog with what was chosen; the file's own message goes under the file.
      setProgress(null);
      if (error instanceof ApiError) setFileRefusal(error.body.ModelState?.file?.[0]);
      applyServerErrors(form, error);
    }
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    setTried(true);
    await send(event);
  };

  return (
    <FormDialog
      title={<Trans>Add a due diligence document</Trans>}
      submitLabel={<Trans>Upload</Trans>}
      onSubmit={submit}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      alert={<FormAlert error={upload.error} fields={UPLOAD_FIELDS} />}
    >
      <Field label={t`Type`} required validationMessage={typeError} validationState={typeError ? 'error' : 'none'}>
        <Select
          name={typeName}
          ref={typeRef}
          value={typeof typeValue === 'string' || typeof typeValue === 'number' ? String(typeValue) : ''}
          onChange={(_, data) => onTypeChange(data.value)}
          onBlur={onTypeBlur}
          autoFocus
        >
          <option value="">{types.isPending ? t`Loading…` : t`Choose a type`}</option>
          {(types.data ?? []).map((option) => (
            <option key={option.id} value={String(option.id)} dir="auto">
              {option.name}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.dates}>
        <DateField control={form.control} name="issued_on" label={t`Issue date`} required />
        <DateField control={form.control} name="expires_on" label={t`Expiry date`} hint={t`Leave empty if the document does not expire.`} />
      </div>
      <AgreementFileField
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          setFileRefusal(undefined);
        }}
        serverMessage={fileRefusal}
        disabled={form.formState.isSubmitting}
        label={t`Document file`}
        hint={t`A PDF, a Word document (DOCX) or a PNG or JPEG scan, up to ${formatFileSize(DUE_DILIGENCE_MAX_BYTES, locale)}.`}
        messageField="file"
        showMissing={tried}
      />
      {progress && form.formState.isSubmitting ? (
        <ProgressBar value={progress.total > 0 ? progress.loaded / progress.total : 0} aria-label={t`Upload progress`} />
      ) : null}
    </FormDialog>
  );
}
