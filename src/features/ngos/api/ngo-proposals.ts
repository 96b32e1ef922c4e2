import { DEFAULT_PAGE_SIZE } from '#contract/constants';
import { proposalsQuery } from '@/features/proposals';

export type SectionPaging = { page: number; rows: number };
export const FIRST_SECTION_PAGE: SectionPaging = { page: 1, rows: DEFAULT_PAGE_SIZE };

/** A page of one organisation's proposals to the funder's grants, latest first, for its page's compact list. */
export const ngoProposalsQuery = (ngoId: number, paging: SectionPaging = FIRST_SECTION_PAGE) =>
  proposalsQuery({ ngo_id: ngoId, order_by: 'created_at', is_desc: true, ...paging });
