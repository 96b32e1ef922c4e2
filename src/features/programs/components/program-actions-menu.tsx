import { DeleteRegular, EditRegular, PeopleTeamRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Program } from '#contract/programs';
import { RowActionsMenu } from '@/ui/list/row-actions-menu';

export type ProgramAction = 'edit' | 'users' | 'delete';

/** Edit, users in charge, delete: each needs the server, so offline they are greyed out. */
export function ProgramActionsMenu({ program, onAction }: { program: Program; onAction: (action: ProgramAction, program: Program) => void }) {
  const { t } = useLingui();
  const title = program.title;
  return (
    <RowActionsMenu
      label={t`Actions for ${title}`}
      actions={[
        { key: 'edit', icon: <EditRegular />, label: <Trans>Edit</Trans>, onClick: () => onAction('edit', program) },
        { key: 'users', icon: <PeopleTeamRegular />, label: <Trans>Users in charge</Trans>, onClick: () => onAction('users', program) },
        { key: 'delete', icon: <DeleteRegular />, label: <Trans>Delete</Trans>, onClick: () => onAction('delete', program) },
      ]}
    />
  );
}
