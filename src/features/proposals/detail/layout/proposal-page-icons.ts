import {
  BookInformationRegular,
  CalendarRegular,
  DataTrendingRegular,
  DocumentMultipleRegular,
  DocumentOnePageRegular,
  FlowchartRegular,
  InfoRegular,
  MoneyRegular,
  PeopleCommunityRegular,
  ShieldCheckmarkRegular,
  TargetArrowRegular,
  WarningRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import type { ProposalPageSlug } from '#contract/proposals';

export const PROPOSAL_PAGE_ICONS: Record<ProposalPageSlug, FluentIcon> = {
  'cover-page': DocumentOnePageRegular,
  background: BookInformationRegular,
  beneficiaries: PeopleCommunityRegular,
  'logical-framework': FlowchartRegular,
  workplan: CalendarRegular,
  'm-and-e': DataTrendingRegular,
  'other-info': InfoRegular,
  budget: MoneyRegular,
  documents: DocumentMultipleRegular,
  'due-diligences': ShieldCheckmarkRegular,
  'grant-objectives': TargetArrowRegular,
  'risk-analysis': WarningRegular,
};
