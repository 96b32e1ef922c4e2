import { Button, Field, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DismissRegular, DocumentRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { isLocale } from '#contract/enums';
import { formatMessage } from '#contract/messages';
import { INSTALLMENT_FILE_MAX_BYTES, INSTALLMENT_REQUEST_MAX_FILES } from '#contract/project-tracking';
import { formatFileSize } from '@/lib/files';
import { AGREEMENT_ACCEPT, withDocumentType } from '@/features/proposals';
import { addInstallmentFiles, type RefusedFile } from './installment-files';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, listStyleType: 'none' },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flexGrow: 1, minWidth: 0 },
  icon: { fontSize: '20px', flexShrink: 0, color: tokens.colorBrandForeground1 },
  input: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

type InstallmentFilesFieldProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  /** The server's refusal of a file (its contents), already in the reader's language. */
  serverMessage?: string | undefined;
};

/** Up to INSTALLMENT_REQUEST_MAX_FILES supporting files for an installment request, each checked as it is chosen. */
export function InstallmentFilesField({ files, onChange, disabled, serverMessage }: InstallmentFilesFieldProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const maxSize = formatFileSize(INSTALLMENT_FILE_MAX_BYTES, locale);
  const max = INSTALLMENT_REQUEST_MAX_FILES;
  const messages = [
    ...refused.map(({ name, problem }) => `${name}: ${formatMessage(problem, { field: 'file' }, locale)}`),
    ...(tooMany ? [formatMessage('tooManyFiles', { max }, locale)] : []),
    ...(serverMessage ? [serverMessage] : []),
  ];
  const add = (chosen: FileList | null) => {
    const choice = addInstallmentFiles(files, [...(chosen ?? [])].map(withDocumentType));
    setRefused(choice.refused);
    setTooMany(choice.tooMany);
    onChange(choice.files);
  };
  return (
    <Field
      label={t`Supporting files (optional)`}
      hint={t`Up to ${max} files: PDF, Word documents (DOCX) or PNG or JPEG scans, each up to ${maxSize}.`}
      validationMessage={messages.length > 0 ? messages.join(' ') : undefined}
      validationState={messages.length > 0 ? 'error' : 'none'}
    >
      {(fieldProps) => (
        <div className={styles.column}>
          <input
            {...fieldProps}
            ref={input}
            className={styles.input}
            type="file"
            multiple
            accept={AGREEMENT_ACCEPT}
            tabIndex={-1}
            disabled={disabled}
            onChange={(event) => {
              add(event.target.files);
              event.target.value = '';
            }}
          />
          {files.length > 0 ? (
            <ul className={styles.list} aria-label={t`Chosen files`}>
              {files.map((file, index) => {
                const name = file.name;
                return (
                  <li key={`${name}-${index}`} className={styles.file}>
                    <DocumentRegular className={styles.icon} aria-hidden />
                    <Text className={styles.name}>
                      <bdi>{name}</bdi>
                    </Text>
                    <Text>{formatFileSize(file.size, locale)}</Text>
                    <Button
                      appearance="subtle"
                      icon={<DismissRegular />}
                      aria-label={t`Remove ${name}`}
                      disabled={disabled}
                      onClick={() => onChange(files.filter((_, position) => position !== index))}
                    />
                  </li>
                );
              })}
            </ul>
          ) : null}
          <Button icon={<ArrowUploadRegular />} disabled={disabled || files.length >= max} onClick={() => input.current?.click()}>
            <Trans>Add files</Trans>
          </Button>
        </div>
      )}
    </Field>
  );
}
