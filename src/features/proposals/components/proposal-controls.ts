import type { CurrentUser } from '#contract/auth';
import { canDecide, canNegotiate, canUpdateInstallments, isInChargeOfProposal, type Proposal } from '#contract/proposals';

export type ProposalControl = 'usersInCharge' | 'installments' | 'accept' | 'reject' | 'negotiate';

/** Why an offered control cannot be used; the menu says it in a tooltip. */
export type ProposalControlBlock = 'permission' | 'notInCharge' | 'decisionPending';

export type ProposalControlState = { shown: boolean; enabled: boolean; blockedBy: ProposalControlBlock | null };
export type ProposalControls = Record<ProposalControl, ProposalControlState>;

const DECISIONS: ReadonlySet<ProposalControl> = new Set(['accept', 'reject', 'negotiate']);

/**
 * The proposal actions menu (spec section 2) for one user. The status decides what is offered (contract rules:
 * accept and reject unless accepted or rejected, negotiate unless under negotiation, installments only when
 * accepted); section 6 decides who may use it: manage_grants and in charge of the proposal or of its grant.
 * While a decision waits in the outbox the status it will change is not known yet, so no second decision is
 * offered until the server has answered. The server applies the same rules; this only spares a refusal.
 */
export function proposalControls(
  proposal: Pick<Proposal, 'status' | 'usersInCharge' | 'grantUsers'>,
  me: Pick<CurrentUser, 'id' | 'permissions'> | null | undefined,
  { decisionPending = false }: { decisionPending?: boolean } = {},
): ProposalControls {
  const userBlock: ProposalControlBlock | null = !me || !me.permissions.includes('manage_grants')
    ? 'permission'
    : isInChargeOfProposal(proposal, me.id)
      ? null
      : 'notInCharge';
  const control = (name: ProposalControl, shown: boolean): ProposalControlState => {
    const blockedBy = userBlock ?? (decisionPending && DECISIONS.has(name) ? 'decisionPending' : null);
    return { shown, enabled: shown && blockedBy === null, blockedBy: shown ? blockedBy : null };
  };
  const { status } = proposal;
  return {
    usersInCharge: control('usersInCharge', true),
    installments: control('installments', canUpdateInstallments(status)),
    accept: control('accept', canDecide(status)),
    reject: control('reject', canDecide(status)),
    negotiate: control('negotiate', canNegotiate(status)),
  };
}
