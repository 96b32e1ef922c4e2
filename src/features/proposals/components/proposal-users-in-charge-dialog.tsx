import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isLockedProposalAuthor, type Proposal } from '#contract/proposals';
import { userOptionsQuery } from '@/features/reference';
import { UsersInChargeDialog } from '@/ui/users-in-charge/users-in-charge-dialog';
import { nameOf, type InChargeEntry } from '@/ui/users-in-charge/users-in-charge-selection';
import { queueUpdateProposalUsersInCharge } from '../api/update-proposal-users-in-charge';

type ProposalUsersInChargeDialogProps = { proposal: Proposal; onClose: () => void };

/**
 * The proposal users-in-charge dialog (spec section 2). It starts from the proposal's `users` (names and manager
 * flags included, queued changes overlaid), so it opens offline too; the change is queued in the outbox. The grant's
 * author, once in charge of the proposal, cannot be removed (spec section 5; docs/decisions/170-proposal-author.md).
 */
export function ProposalUsersInChargeDialog({ proposal, onClose }: ProposalUsersInChargeDialogProps) {
  const { t } = useLingui();
  const colleagues = useQuery(userOptionsQuery());
  const author = proposal.grant_author_id;
  const locked = isLockedProposalAuthor(proposal, author)
    ? new Map([[author, t`The author of the grant cannot be removed from the proposal’s users in charge`]])
    : undefined;

  const queue = (selection: InChargeEntry[]) => {
    const users = selection.map((entry) => ({ ...entry, name: nameOf(entry.admin_id, colleagues.data, proposal.users) }));
    return queueUpdateProposalUsersInCharge(proposal, users);
  };

  return (
    <UsersInChargeDialog
      title={<Trans>Users in charge of the proposal</Trans>}
      selected={proposal.users}
      candidates={colleagues.data}
      locked={locked}
      onQueue={queue}
      onClose={onClose}
    />
  );
}
