import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Proposal } from '#contract/proposals';
import { userOptionsQuery } from '@/features/reference/api/get-user-options';
import { UsersInChargeDialog } from '@/ui/users-in-charge/users-in-charge-dialog';
import { nameOf, type InChargeEntry } from '@/ui/users-in-charge/users-in-charge-selection';
import { queueUpdateProposalUsersInCharge } from '../api/update-proposal-users-in-charge';

type ProposalUsersInChargeDialogProps = { proposal: Proposal; onClose: () => void };

/**
 * The proposal users-in-charge dialog (spec section 2). It starts from the proposal's `users` (names and manager
 * flags included, queued changes overlaid), so it opens offline too; the change is queued in the outbox.
 */
export function ProposalUsersInChargeDialog({ proposal, onClose }: ProposalUsersInChargeDialogProps) {
  const colleagues = useQuery(userOptionsQuery());

  const queue = (selection: InChargeEntry[]) => {
    const users = selection.map((entry) => ({ ...entry, name: nameOf(entry.admin_id, colleagues.data, proposal.users) }));
    return queueUpdateProposalUsersInCharge(proposal, users);
  };

  return (
    <UsersInChargeDialog
      title={<Trans>Users in charge of the proposal</Trans>}
      selected={proposal.users}
      candidates={colleagues.data}
      onQueue={queue}
      onClose={onClose}
    />
  );
}
