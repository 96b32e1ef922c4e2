import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Grant } from '#contract/grants';
import { userOptionsQuery } from '@/features/reference';
import { UsersInChargeDialog } from '@/ui/users-in-charge/users-in-charge-dialog';
import { nameOf, type InChargeEntry } from '@/ui/users-in-charge/users-in-charge-selection';
import { queueUpdateUsersInCharge } from '../api/update-users-in-charge';

type GrantUsersInChargeDialogProps = { grant: Grant; onClose: () => void };

/** The grant users-in-charge dialog: its author cannot be removed, and the change is queued in the outbox. */
export function GrantUsersInChargeDialog({ grant, onClose }: GrantUsersInChargeDialogProps) {
  const { t } = useLingui();
  const colleagues = useQuery(userOptionsQuery());
  const locked = new Map([[grant.created_by, t`The author of the grant cannot be removed`]]);

  const queue = (selection: InChargeEntry[]) => {
    const users = selection.map((entry) => ({ ...entry, name: nameOf(entry.admin_id, colleagues.data, grant.users_in_charge) }));
    return queueUpdateUsersInCharge(grant, users);
  };

  return (
    <UsersInChargeDialog
      title={<Trans>Users in charge</Trans>}
      selected={grant.users_in_charge}
      candidates={colleagues.data}
      locked={locked}
      onQueue={queue}
      onClose={onClose}
    />
  );
}
