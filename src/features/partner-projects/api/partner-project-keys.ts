import type { ProjectStatus } from '#contract/enums';

/** What the projects page asks for (contract partnerProjectListQuerySchema, as the browser sends it). */
export type PartnerProjectListQuery = { page: number; rows: number; status?: ProjectStatus | undefined };

/** Every query of the organisation's projects hangs under these keys (issue 14's workspace adds its details here). */
export const partnerProjectKeys = {
  all: ['partner-projects'] as const,
  lists: () => [...partnerProjectKeys.all, 'list'] as const,
  list: (query: PartnerProjectListQuery) => [...partnerProjectKeys.lists(), query] as const,
};
