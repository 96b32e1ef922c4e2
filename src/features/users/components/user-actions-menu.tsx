import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { DeleteRegular, MailArrowUpRegular, MoreHorizontalRegular, PersonSwapRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '#contract/users';
import { useOnline } from '@/lib/use-online';

type UserActionsMenuProps = {
  user: User;
  /** The signed-in user's own row: no role change and no delete (the server refuses them too). */
  isSelf: boolean;
  onChangeRole: (user: User) => void;
  onResend: (user: User) => void;
  onDelete: (user: User) => void;
};

/** The per-row actions; each needs the server, so each is disabled offline. */
export function UserActionsMenu({ user, isSelf, onChangeRole, onResend, onDelete }: UserActionsMenuProps) {
  const { t } = useLingui();
  const online = useOnline();
  const name = user.name;
  const canResend = !user.active;
  if (isSelf && !canResend) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t`Actions for ${name}`} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {isSelf ? null : (
            <MenuItem icon={<PersonSwapRegular />} disabled={!online} onClick={() => onChangeRole(user)}>
              <Trans>Change role</Trans>
            </MenuItem>
          )}
          {canResend ? (
            <MenuItem icon={<MailArrowUpRegular />} disabled={!online} onClick={() => onResend(user)}>
              <Trans>Resend invitation</Trans>
            </MenuItem>
          ) : null}
          {isSelf ? null : (
            <MenuItem icon={<DeleteRegular />} disabled={!online} onClick={() => onDelete(user)}>
              <Trans>Delete</Trans>
            </MenuItem>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
