import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { ImageAddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { IMAGE_MIME_TYPES } from '#contract/constants';
import { issue } from '#contract/messages';
import { imageProblem } from '#contract/validation';
import { PersonAvatar } from '@/ui/avatars/avatars';
import { useFieldMessage } from '@/ui/form/field-message';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  input: { display: 'none' },
});

/**
 * The optional profile image (spec section 5: PNG, JPEG or BMP under 2,000,000 bytes). The contract's rule
 * runs as soon as a file is chosen, so a wrong file is refused before anything is sent.
 */
export function ProfileImageField({
  name,
  currentImage,
  onChange,
}: {
  name: string;
  currentImage: string | null;
  onChange: (file: File | null) => void;
}) {
  const styles = useStyles();
  const { t } = useLingui();
  const describe = useFieldMessage();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(file: File | undefined) {
    if (!file) return;
    const refused = imageProblem(file);
    if (refused) {
      setProblem(describe(issue(refused), 'image'));
      setPreview(null);
      onChange(null);
      return;
    }
    setProblem(undefined);
    setPreview(URL.createObjectURL(file));
    onChange(file);
  }

  return (
    <Field
      label={t`Profile image (optional)`}
      validationMessage={problem}
      validationState={problem ? 'error' : 'none'}
      hint={t`PNG, JPEG or BMP, smaller than 2 MB.`}
    >
      <div className={styles.row}>
        <PersonAvatar size={48} name={name} image={preview ?? currentImage ? { src: preview ?? currentImage ?? undefined } : undefined} />
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          onChange={(event) => choose(event.target.files?.[0])}
          aria-label={t`Profile image (optional)`}
        />
        <Button icon={<ImageAddRegular />} onClick={() => input.current?.click()}>
          <Trans>Choose an image</Trans>
        </Button>
      </div>
    </Field>
  );
}
