import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { ImageAddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { IMAGE_MIME_TYPES } from '#contract/constants';
import { issue } from '#contract/messages';
import { imageProblem } from '#contract/validation';
import { OrganisationAvatar } from '@/ui/avatars/avatars';
import { useFieldMessage } from '@/ui/form/field-message';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  input: { display: 'none' },
});

/** The organisation's logo: the image rule of spec section 5 (PNG, JPEG or BMP under 2 MB), checked when chosen. */
export function OrganisationLogoField({ name, current, disabled, onChange }: { name: string; current: string | null; disabled?: boolean; onChange: (file: File | null) => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const describe = useFieldMessage();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(file: File | undefined) {
    if (!file) return;
    const refused = imageProblem(file);
    setProblem(refused ? describe(issue(refused), 'logo') : undefined);
    setPreview(refused ? null : URL.createObjectURL(file));
    onChange(refused ? null : file);
  }

  const shown = preview ?? current;
  return (
    <Field label={t`Logo`} validationMessage={problem} validationState={problem ? 'error' : 'none'} hint={t`PNG, JPEG or BMP, smaller than 2 MB.`}>
      <div className={styles.row}>
        <OrganisationAvatar size={48} name={name} image={shown ? { src: shown } : undefined} />
        <input
          ref={input}
          className={styles.input}
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          onChange={(event) => choose(event.target.files?.[0])}
          aria-label={t`Logo`}
          disabled={disabled}
        />
        {disabled ? null : (
          <Button icon={<ImageAddRegular />} onClick={() => input.current?.click()}>
            <Trans>Choose an image</Trans>
          </Button>
        )}
      </div>
    </Field>
  );
}
