/**
 * The columns each list can be sorted by. Kept apart from the zod schemas so that the PWA's route
 * definitions, which load with the first page, can read them without pulling zod in.
 */
export const USER_SORT_COLUMNS = ['created_at', 'name', 'email'] as const;
export const ROLE_SORT_COLUMNS = ['created_at', 'name'] as const;
export const PROGRAM_SORT_COLUMNS = ['created_at', 'title'] as const;
export const GRANT_SORT_COLUMNS = ['created_at', 'title', 'deadline', 'max_size'] as const;
export const DUE_DILIGENCE_SORT_COLUMNS = ['created_at', 'name'] as const;
export const PROPOSAL_SORT_COLUMNS = ['created_at', 'title', 'code', 'total_budget', 'start_date'] as const;
export const NGO_SORT_COLUMNS = ['created_at', 'name', 'proposals_count'] as const;
export const PROJECT_SORT_COLUMNS = ['created_at', 'title', 'code', 'total_budget', 'start_date'] as const;
