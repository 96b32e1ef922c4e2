import {
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Skeleton,
  SkeletonItem,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { KeyRegular, PersonEditRegular, SignOutRegular } from '@fluentui/react-icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import { LOCALES, isLocale } from '#contract/enums';
import { logout } from '@/features/auth/api/logout';
import { partnerAccountKeys } from '@/features/partner-account';
import { activateLocale } from '@/lib/i18n';
import { useOutbox } from '@/offline/outbox';
import { PersonAvatar } from '@/ui/avatars/avatars';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import type { ShellUser } from './top-bar';
import { LANGUAGE_NAMES } from '@/ui/public-layout/language-names';

// The dialogs bring their forms (react-hook-form, the contract's zod schemas): fetched when first opened.
const ProfileDialog = lazy(() =>
  import('@/features/account/components/profile-dialog').then((module) => ({ default: module.ProfileDialog })),
);
const ChangePasswordDialog = lazy(() =>
  import('@/features/account/components/change-password-dialog').then((module) => ({ default: module.ChangePasswordDialog })),
);

const useStyles = makeStyles({
  trigger: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, maxWidth: '260px' },
  name: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    // Hidden from sight only: on a phone the avatar alone shows, and the name still names the button.
    '@media (max-width: 599px)': { position: 'absolute', width: '1px', height: '1px', clipPath: 'inset(50%)' },
  },
});

type Dialogs = 'profile' | 'password' | 'logout' | null;

/** The settings menu under the user's name and avatar (spec section 2). */
export function SettingsMenu({ me, side }: { me: ShellUser | undefined; side: 'staff' | 'partner' }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const purposeId = useId();
  const outbox = useOutbox();
  const unsaved = outbox.pending + outbox.conflicts.length + outbox.rejected.length;
  const current = isLocale(i18n.locale) ? i18n.locale : 'en';

  if (!me) {
    return (
      <Skeleton aria-label={t`Loading your profile`}>
        <SkeletonItem shape="circle" size={32} />
      </Skeleton>
    );
  }

  async function signOut() {
    await logout(queryClient);
    await navigate({ to: '/login' });
  }

  return (
    <>
      <Menu
        checkedValues={{ language: [current] }}
        onCheckedValueChange={(_, data) => {
          const chosen = data.checkedItems[0];
          if (isLocale(chosen)) void activateLocale(chosen);
        }}
      >
        {/* Named by the name it shows, so that a speech-input user can say it (WCAG 2.5.3, decision 177); what the
            button opens is its description. */}
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" className={styles.trigger} aria-describedby={purposeId}>
            <PersonAvatar size={32} name={me.name} image={me.image ? { src: me.image } : undefined} aria-hidden />
            <span className={styles.name}>{me.name}</span>
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<PersonEditRegular />} onClick={() => setDialog('profile')}>
              <Trans>Update profile</Trans>
            </MenuItem>
            <MenuItem icon={<KeyRegular />} onClick={() => setDialog('password')}>
              <Trans>Change password</Trans>
            </MenuItem>
            <MenuDivider />
            <MenuGroup>
              <MenuGroupHeader>
                <Trans>Language</Trans>
              </MenuGroupHeader>
              {LOCALES.map((locale) => (
                <MenuItemRadio key={locale} name="language" value={locale} lang={locale}>
                  {LANGUAGE_NAMES[locale]}
                </MenuItemRadio>
              ))}
            </MenuGroup>
            <MenuDivider />
            <MenuItem icon={<SignOutRegular />} onClick={() => (unsaved > 0 ? setDialog('logout') : void signOut())}>
              <Trans>Log out</Trans>
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <span id={purposeId} hidden>
        <Trans>Settings menu</Trans>
      </span>
      <Suspense fallback={null}>
        {dialog === 'profile' ? (
          <ProfileDialog
            me={me}
            open
            side={side}
            onClose={() => setDialog(null)}
            onSaved={side === 'partner' ? () => void queryClient.invalidateQueries({ queryKey: partnerAccountKeys.profile() }) : undefined}
          />
        ) : null}
        {dialog === 'password' ? <ChangePasswordDialog me={me} open onClose={() => setDialog(null)} /> : null}
      </Suspense>
      {/* Logging out forgets the changes not yet sent from this device: say so before they go. */}
      <ConfirmDialog
        open={dialog === 'logout'}
        title={<Trans>Log out with unsaved changes?</Trans>}
        confirmLabel={<Trans>Log out and discard them</Trans>}
        danger
        onConfirm={() => {
          setDialog(null);
          void signOut();
        }}
        onCancel={() => setDialog(null)}
      >
        <Plural
          value={unsaved}
          one="# change has not reached the server yet. If you log out now, it is lost."
          other="# changes have not reached the server yet. If you log out now, they are lost."
        />
      </ConfirmDialog>
    </>
  );
}
