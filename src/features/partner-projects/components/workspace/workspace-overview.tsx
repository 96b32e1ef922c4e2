import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { sumMoney } from '#contract/money';
import type { PartnerProjectWorkspace } from '#contract/partner-projects';
import { TransferStatus } from '#contract/enums';
import { ProposalStatusChip } from '@/features/proposals';
import { calendarDay } from '@/lib/calendar-day';
import { Facts } from '@/ui/facts';
import { SectionCard } from '@/ui/page-section';
import { formatMoney } from '@/lib/format-money';
import { useDateFormatter } from '@/ui/list/format-date';
import { useLinkStyles } from '@/ui/link-styles';

/** The project at a glance: funder, grant, period, status, budget, what approved months spent, and the money received. */
export function WorkspaceOverview({ workspace }: { workspace: PartnerProjectWorkspace }) {
  const { project } = workspace;
  const formatDate = useDateFormatter();
  const linkStyles = useLinkStyles();
  const symbol = project.currency.symbol;
  const code = project.currency.code;
  const spent = sumMoney(
    workspace.budget_lines.map((line) => line.spent),
    code,
  );
  const transferred = sumMoney(
    workspace.installments.filter((installment) => installment.transfer_status === TransferStatus.Transferred).map((installment) => installment.amount),
    code,
  );
  const start = formatDate(calendarDay(project.start_date));
  const end = formatDate(calendarDay(project.end_date));
  return (
    <SectionCard headingLevel="h2" title={<Trans>Overview</Trans>}>
      <Facts
        facts={[
          { key: 'funder', label: <Trans>Funder</Trans>, value: <bdi>{project.donor_name}</bdi> },
          { key: 'grant', label: <Trans>Grant</Trans>, value: <bdi>{project.grant_title}</bdi> },
          {
            key: 'period',
            label: <Trans>Period</Trans>,
            value: (
              <Trans>
                <bdi>{start}</bdi> to <bdi>{end}</bdi>
              </Trans>
            ),
          },
          { key: 'status', label: <Trans>Status</Trans>, value: <ProposalStatusChip status={project.status} /> },
          { key: 'budget', label: <Trans>Budget</Trans>, value: <bdi>{formatMoney(project.total_budget, symbol)}</bdi> },
          { key: 'spent', label: <Trans>Spent (approved months)</Trans>, value: <bdi>{formatMoney(spent, symbol)}</bdi> },
          { key: 'received', label: <Trans>Transferred by the funder</Trans>, value: <bdi>{formatMoney(transferred, symbol)}</bdi> },
          {
            key: 'proposal',
            label: <Trans>Proposal</Trans>,
            value: (
              <Link to="/partner/proposals/$id/$page" params={{ id: project.proposal_id, page: 'cover-page' }} className={linkStyles.link}>
                <Trans>Open the accepted proposal</Trans>
              </Link>
            ),
          },
        ]}
      />
    </SectionCard>
  );
}
