import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProposalStatus } from '#contract/enums';
import type { ProjectChangeBlock } from '../../api/project-controls';
import { proposalStatusLabel } from '@/features/proposals';

/**
 * Why the page offers no changes to this user (spec section 6), said once at the top instead of disabled buttons on
 * every row: no manage_grants, not in charge, or a project that no longer runs. The installments, installment
 * statuses and progress reports pages share it.
 */
export function ProjectChangeNote({ block, status }: { block: ProjectChangeBlock | null; status: ProposalStatus }) {
  const { i18n } = useLingui();
  if (!block) return null;
  const statusLabel = i18n._(proposalStatusLabel[status]);
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        {block === 'permission' ? <Trans>You can read this page. Changing it needs the permission to manage grants.</Trans> : null}
        {block === 'notInCharge' ? <Trans>Only the users in charge of this project’s proposal or of its grant can change this page.</Trans> : null}
        {block === 'notRunning' ? <Trans>This project is {statusLabel}: its installments can no longer be changed.</Trans> : null}
      </MessageBarBody>
    </MessageBar>
  );
}
