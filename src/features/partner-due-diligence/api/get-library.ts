import { queryOptions } from '@tanstack/react-query';
import { partnerPaths } from '#contract/partner';
import type { DueDiligenceTypeOption, PartnerDueDiligence } from '#contract/partner-due-diligence';
import { api } from '@/lib/http';
import { dueDiligenceKeys } from './due-diligence-keys';

/** GET PartnerOrganisation/DueDiligence: the organisation's documents, each with every funder's review. */
export const dueDiligenceLibraryQuery = () =>
  queryOptions({
    queryKey: dueDiligenceKeys.library(),
    queryFn: ({ signal }) => api<PartnerDueDiligence[]>(partnerPaths.organisation.dueDiligences, { signal }),
  });

/** GET PartnerOrganisation/DueDiligenceTypes: every funder's types, one per name (decision 196). */
export const dueDiligenceTypesQuery = () =>
  queryOptions({
    queryKey: dueDiligenceKeys.types(),
    queryFn: ({ signal }) => api<DueDiligenceTypeOption[]>(partnerPaths.organisation.dueDiligenceTypes, { signal }),
  });
