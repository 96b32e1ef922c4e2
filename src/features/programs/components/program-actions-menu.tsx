import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, MoreHorizontalRegular, PeopleTeamRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Program } from '#contract/programs';
import { useOnline } from '@/lib/use-online';

export type ProgramAction = 'edit' | 'users' | 'delete';

/** Edit, users in charge, delete: each needs the server, so offline they are greyed out. */
export function ProgramActionsMenu({ program, onAction }: { program: Program; onAction: (action: ProgramAction, program: Program) => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const title = program.title;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t`Actions for ${title}`} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<EditRegular />} disabled={!online} onClick={() => onAction('edit', program)}>
            <Trans>Edit</Trans>
          </MenuItem>
          <MenuItem icon={<PeopleTeamRegular />} disabled={!online} onClick={() => onAction('users', program)}>
            <Trans>Users in charge</Trans>
          </MenuItem>
          <MenuItem icon={<DeleteRegular />} disabled={!online} onClick={() => onAction('delete', program)}>
            <Trans>Delete</Trans>
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
