import { Trans } from '@lingui/react/macro';
import type { UserInCharge } from '#contract/programs';
import type { UserOption } from '#contract/users';
import { UsersInChargeDialog } from '@/ui/users-in-charge/users-in-charge-dialog';
import { useUpdateProgramUsersInCharge } from '../api/update-users-in-charge';

type ProgramUsersInChargeDialogProps = {
  programId: number;
  programTitle: string;
  /** The users in charge now. */
  current: readonly UserInCharge[];
  /** The funder's users; undefined while they load. */
  users: readonly UserOption[] | undefined;
  onClose: () => void;
};

/** The users in charge of an initiative, saved at once with PUT …/UsersInCharge. */
export function ProgramUsersInChargeDialog({ programId, programTitle, current, users, onClose }: ProgramUsersInChargeDialogProps) {
  const save = useUpdateProgramUsersInCharge();
  return (
    <UsersInChargeDialog
      title={<Trans>Users in charge of {programTitle}</Trans>}
      selected={current}
      candidates={users}
      busy={save.isPending}
      onSave={(selection) => save.mutateAsync({ programId, users: selection }).then(onClose)}
      onClose={onClose}
    />
  );
}
