import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { Proposal } from '#contract/proposals';
import { useDateFormatter } from '@/ui/list/format-date';
import { useDurationText } from './proposal-duration';

/** The proposal's period, as the installments dialogs recall it: the installments are paid within it. */
export function ProposalPeriodNote({ proposal }: { proposal: Pick<Proposal, 'start_date' | 'end_date' | 'duration'> }) {
  const formatDate = useDateFormatter();
  const durationText = useDurationText();
  // ISO dates without a time: read at local midnight, so no time zone moves them a day.
  const start = formatDate(`${proposal.start_date}T00:00:00`);
  const end = formatDate(`${proposal.end_date}T00:00:00`);
  const duration = durationText(proposal.duration);
  return (
    <MessageBar intent="info">
      <MessageBarBody>
        <Trans>
          The project runs from <bdi>{start}</bdi> to <bdi>{end}</bdi> ({duration}). Its installments are paid within this period.
        </Trans>
      </MessageBarBody>
    </MessageBar>
  );
}
