import type { ProjectStatus } from '#contract/enums';

/** What the projects page asks for (contract partnerProjectListQuerySchema, as the browser sends it). */
export type PartnerProjectListQuery = { page: number; rows: number; status?: ProjectStatus | undefined };

/** Every query of the organisation's projects hangs under these keys; a project's workspace under its detail key. */
export const partnerProjectKeys = {
  all: ['partner-projects'] as const,
  lists: () => [...partnerProjectKeys.all, 'list'] as const,
  list: (query: PartnerProjectListQuery) => [...partnerProjectKeys.lists(), query] as const,
  details: () => [...partnerProjectKeys.all, 'detail'] as const,
  detail: (id: number) => [...partnerProjectKeys.details(), id] as const,
};
