import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { AttachRegular, DismissRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { StoredFileLink } from '@/ui/stored-file-link';
import type { FileValue } from './month-form-values';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', minWidth: '10rem' },
  hidden: { display: 'none' },
  name: { overflowWrap: 'anywhere' },
});

type FileChoiceProps = {
  /** Names the control for screen readers ("Receipt, entry 2"). */
  label: string;
  value: FileValue;
  onChange: (value: FileValue) => void;
  accept: string;
  readOnly: boolean;
  error?: string | undefined;
};

/**
 * A receipt or photo of the month: the stored file opens through its private address, a file chosen on this device is
 * named until the save sends it (kept with the queued save while offline).
 */
export function FileChoice({ label, value, onChange, accept, readOnly, error }: FileChoiceProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <Field validationMessage={error} validationState={error ? 'error' : 'none'}>
      <div className={styles.row} role="group" aria-label={label}>
        {value?.kind === 'stored' ? (
          <StoredFileLink url={value.file.url} dir="auto">
            {value.file.name}
          </StoredFileLink>
        ) : value?.kind === 'new' ? (
          <span className={styles.name} dir="auto">
            {value.file.name}
          </span>
        ) : readOnly ? (
          <span>—</span>
        ) : null}
        {readOnly ? null : (
          <>
            <input
              ref={input}
              id={id}
              type="file"
              accept={accept}
              className={styles.hidden}
              aria-label={label}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) onChange({ kind: 'new', file });
                event.target.value = '';
              }}
            />
            <Button size="small" icon={<AttachRegular />} onClick={() => input.current?.click()}>
              {value ? <Trans>Replace</Trans> : <Trans>Attach</Trans>}
            </Button>
            {value ? <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={t`Remove the file: ${label}`} onClick={() => onChange(null)} /> : null}
          </>
        )}
      </div>
    </Field>
  );
}
