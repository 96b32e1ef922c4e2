import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { profileNameSchema, type CurrentUser } from '#contract/auth';
import type { AccountKind } from '#contract/partner';
import { applyServerErrors, useContractForm } from '@/ui/form/use-contract-form';
import { TextField } from '@/ui/form/text-field';
import { FormAlert } from '@/ui/form/form-alert';
import { showMessage } from '@/ui/toasts/message-bus';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileImageField } from './profile-image-field';
import { SignedInDevices } from './signed-in-devices';

/** Whose profile the dialog edits: its name and image. */
type ProfileOwner = Pick<CurrentUser, 'name' | 'image'>;

const useStyles = makeStyles({
  surface: { maxWidth: '600px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** "Update profile" from the settings menu: name (required), an optional new image, and the signed-in devices. */
type ProfileDialogProps = {
  me: ProfileOwner;
  open: boolean;
  onClose: () => void;
  /** Whose profile: a partner's is saved through PartnerAccount/profile. */
  side?: AccountKind;
  /** After a save, for the caller's own caches (the partner shell reads the partner profile). */
  onSaved?: () => void;
};

export function ProfileDialog({ me, open, onClose, side = 'staff', onSaved }: ProfileDialogProps) {
  // Mounted only while open, so each opening starts from the saved values.
  if (!open) return null;
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <ProfileDialogSurface me={me} onClose={onClose} side={side} onSaved={onSaved} />
    </Dialog>
  );
}

function ProfileDialogSurface({ me, onClose, side, onSaved }: { me: ProfileOwner; onClose: () => void; side: AccountKind; onSaved: (() => void) | undefined }) {
  const styles = useStyles();
  const { t } = useLingui();
  const form = useContractForm(profileNameSchema, { name: me.name });
  const [image, setImage] = useState<File | null>(null);
  const save = useUpdateProfile(side);
  const name = form.watch('name');
  return (
    <DialogSurface className={styles.surface}>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ name: newName }) =>
          save.mutate(
            { name: newName, image },
            {
              onSuccess: () => {
                showMessage({ intent: 'success', text: t`Your profile has been updated.` });
                onSaved?.();
                onClose();
              },
              onError: (error) => applyServerErrors(form, error),
            },
          ),
        )}
      >
        <DialogBody>
          <DialogTitle>
            <Trans>Update profile</Trans>
          </DialogTitle>
          <DialogContent className={styles.content}>
            <FormAlert error={save.error} fields={Object.keys(form.getValues())} />
            <TextField control={form.control} name="name" label={t`Name`} autoComplete="name" required autoFocus />
            <ProfileImageField name={name || me.name} currentImage={me.image} onChange={setImage} />
            <SignedInDevices />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={save.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" appearance="primary" disabled={save.isPending} icon={save.isPending ? <Spinner size="tiny" /> : undefined}>
              <Trans>Save</Trans>
            </Button>
          </DialogActions>
        </DialogBody>
      </form>
    </DialogSurface>
  );
}
