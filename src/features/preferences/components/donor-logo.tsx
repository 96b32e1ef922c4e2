import { Avatar, Field, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { IMAGE_MIME_TYPES } from '#contract/constants';
import type { DonorInfo } from '#contract/donor';
import { isLocale } from '#contract/enums';
import { formatMessage, type MessageKey } from '#contract/messages';
import { imageProblem } from '#contract/validation';
import { organisationInitials } from '@/lib/initials';
import { OnlineButton } from '@/ui/list/online-button';
import { useUploadLogo } from '../api/upload-logo';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The current logo and a way to replace it: png, jpeg or bmp under 2 MB, checked here before sending. */
export function DonorLogo({ donor }: { donor: DonorInfo }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const upload = useUploadLogo();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const donorName = donor.name;

  const choose = (file: File | undefined) => {
    if (!file) return;
    const found = imageProblem(file);
    setProblem(found);
    if (!found) upload.mutate(file);
  };

  const message = problem ? formatMessage(problem, { field: 'logo' }, locale) : undefined;
  return (
    <Field label={t`Logo`} validationMessage={message} validationState={message ? 'error' : 'none'}>
      <div className={styles.root}>
        <Avatar
          shape="square"
          size={96}
          name={donor.name}
          initials={organisationInitials(donor.name) || undefined}
          image={donor.logo ? { src: donor.logo, alt: t`Logo of ${donorName}` } : undefined}
        />
        <div className={styles.side}>
          <input
            ref={input}
            type="file"
            hidden
            accept={IMAGE_MIME_TYPES.join(',')}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // The same file chosen again after a fix must fire change again.
              event.target.value = '';
            }}
          />
          <OnlineButton icon={<ArrowUploadRegular />} disabled={upload.isPending} onClick={() => input.current?.click()}>
            {donor.logo ? <Trans>Change logo</Trans> : <Trans>Upload logo</Trans>}
          </OnlineButton>
          <Text size={200} className={styles.hint}>
            <Trans>PNG, JPEG or BMP, smaller than 2 MB.</Trans>
          </Text>
        </div>
      </div>
    </Field>
  );
}
