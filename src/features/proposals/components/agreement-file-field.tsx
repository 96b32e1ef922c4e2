import { Button, Field, Text, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DismissRegular, DocumentRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type DragEvent } from 'react';
import { AGREEMENT_MAX_BYTES } from '#contract/constants';
import { isLocale } from '#contract/enums';
import { formatMessage } from '#contract/messages';
import { agreementFileProblem } from '#contract/proposals';
import { formatFileSize } from '@/lib/files';
import { AGREEMENT_ACCEPT, withDocumentType } from './agreement-file';

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.border(tokens.strokeWidthThin, 'dashed', tokens.colorNeutralStroke1),
    backgroundColor: tokens.colorNeutralBackground2,
  },
  over: { ...shorthands.borderColor(tokens.colorBrandStroke1), backgroundColor: tokens.colorBrandBackground2 },
  chosen: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, flexGrow: 1 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold },
  icon: { fontSize: '24px', flexShrink: 0, color: tokens.colorBrandForeground1 },
  input: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

type AgreementFileFieldProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** Another document under the same rule (a progress report): its label, hint and the field its messages name. */
  label?: string;
  hint?: string;
  messageField?: 'agreement' | 'file';
  /** The form was sent without a file: say that it is required. */
  showMissing?: boolean;
  /** The server's refusal of this file (its contents), already in the reader's language. */
  serverMessage?: string | undefined;
};

/**
 * The agreement document (required): picked or dropped, shown by name and size, checked with the contract's
 * rule (type and size) before anything is queued; the server checks it again, contents included.
 */
export function AgreementFileField({
  file,
  onChange,
  disabled,
  label,
  hint,
  messageField = 'agreement',
  showMissing = false,
  serverMessage,
}: AgreementFileFieldProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const maxSize = formatFileSize(AGREEMENT_MAX_BYTES, locale);
  const problem = file || showMissing ? agreementFileProblem(file) : null;
  const error = problem ? formatMessage(problem, { field: messageField }, locale) : serverMessage;

  const choose = (chosen: File | undefined) => onChange(chosen ? withDocumentType(chosen) : null);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) choose(event.dataTransfer.files[0]);
  };

  return (
    <Field
      label={label ?? t`Agreement document`}
      required
      hint={hint ?? t`The signed agreement: a PDF, a Word document (DOCX) or a PNG or JPEG scan, up to ${maxSize}.`}
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
    >
      {(fieldProps) => (
        <div
          className={mergeClasses(styles.zone, over && styles.over)}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
        >
          <input
            {...fieldProps}
            ref={input}
            className={styles.input}
            type="file"
            accept={AGREEMENT_ACCEPT}
            tabIndex={-1}
            disabled={disabled}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // The same file picked again after a removal must still count as a change.
              event.target.value = '';
            }}
          />
          {file ? (
            <span className={styles.chosen}>
              <DocumentRegular className={styles.icon} aria-hidden />
              <Text className={styles.name}>
                <bdi>{file.name}</bdi>
              </Text>
              <Text>{formatFileSize(file.size, locale)}</Text>
            </span>
          ) : (
            <Text className={styles.chosen}>
              <Trans>Drop the file here, or choose it.</Trans>
            </Text>
          )}
          <Button icon={<ArrowUploadRegular />} disabled={disabled} onClick={() => input.current?.click()}>
            {file ? <Trans>Choose another file</Trans> : <Trans>Choose a file</Trans>}
          </Button>
          {file ? (
            <Button appearance="subtle" icon={<DismissRegular />} aria-label={t`Remove the file`} disabled={disabled} onClick={() => onChange(null)} />
          ) : null}
        </div>
      )}
    </Field>
  );
}
