import { DeleteRegular, MailArrowUpRegular, PersonSwapRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '#contract/users';
import { RowActionsMenu, type RowAction } from '@/ui/list/row-actions-menu';

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
  const name = user.name;
  const canResend = !user.active;
  const actions: RowAction[] = [
    ...(isSelf ? [] : [{ key: 'role', icon: <PersonSwapRegular />, label: <Trans>Change role</Trans>, onClick: () => onChangeRole(user) }]),
    ...(canResend ? [{ key: 'resend', icon: <MailArrowUpRegular />, label: <Trans>Resend invitation</Trans>, onClick: () => onResend(user) }] : []),
    ...(isSelf ? [] : [{ key: 'delete', icon: <DeleteRegular />, label: <Trans>Delete</Trans>, onClick: () => onDelete(user) }]),
  ];
  return <RowActionsMenu label={t`Actions for ${name}`} actions={actions} />;
}
