import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { ReactElement, ReactNode } from 'react';
import { useOnline } from '@/lib/use-online';

export type RowAction = {
  key: string;
  icon: ReactElement;
  label: ReactNode;
  onClick: () => void;
};

type RowActionsMenuProps = {
  /** The trigger's accessible name, which names the row: "Actions for Amal". */
  label: string;
  /** In menu order; none at all means no menu. */
  actions: readonly RowAction[];
};

/**
 * The "…" menu of a table row for actions that need the server (edit, delete, resend): offline each is greyed out
 * rather than queued. Actions that the outbox queues (grants, proposals) have menus of their own.
 */
export function RowActionsMenu({ label, actions }: RowActionsMenuProps) {
  const online = useOnline();
  if (actions.length === 0) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={label} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {actions.map((action) => (
            <MenuItem key={action.key} icon={action.icon} disabled={!online} onClick={action.onClick}>
              {action.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
