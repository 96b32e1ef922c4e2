import { accountPaths, accountSetupPaths, adminPaths, authPaths, fileAddressPath, filesPaths, imagesPaths, signedFilePath } from './api-base';
import { FRAMEWORK_KIND_SEGMENTS, type FrameworkKind } from './program-pages';

export { API_BASE, HUB_PATH, TOKEN_PATH, accountPaths, accountSetupPaths, adminPaths, authPaths, fileAddressPath, filesPaths, imagesPaths, signedFilePath } from './api-base';

/** The API's paths (spec section 7), under the configurable base (default `/api`). Both sides import them. */
// Each area's paths are their own export; `apiPaths` gathers them. Nothing that loads with /login imports this file
// (it imports ./api-base.ts), so these stay in the lazily loaded chunks.

export const invitedUserPaths = {
  invite: '/InvitedUser',
  resend: '/InvitedUser/ResendInvitationEmail',
} as const;

export const rolesPaths = {
  list: '/DonorRole',
  options: '/DonorRole/list',
  one: (id: number) => `/DonorRole/${id}`,
} as const;

export const permissionsPaths = '/DonorPermission';

export const referencePaths = {
  currencies: '/Currency/list',
  countries: '/Country',
  /** The whole list, for pickers; cached by the service worker (reference-paths.ts). */
  dueDiligence: '/DueDiligence',
  /** The settings page's paged list with grants_count; never cached by the service worker. */
  dueDiligencePaged: '/DueDiligence/paged',
  dueDiligenceOne: (id: number) => `/DueDiligence/${id}`,
  fundingTypes: '/funding-type',
  programOptions: '/Program/list',
  programDefaults: '/Program/GetDefaults',
} as const;

export const programsPaths = {
  list: '/Program',
  one: (id: number) => `/Program/${id}`,
  usersInCharge: (id: number) => `/DonorAccountProgram/${id}/UsersInCharge`,
  objectives: (id: number) => `/DonorAccountProgram/${id}/Objective`,
  objective: (id: number, objectiveId: number) => `/DonorAccountProgram/${id}/Objective/${objectiveId}`,
} as const;

/** A program's results framework (contract/program-framework.ts): GET and POST the kind's items, PUT and DELETE one. */
export const programFrameworkPaths = {
  items: (programId: number, kind: FrameworkKind) => `/DonorAccountProgram/${programId}/Framework/${FRAMEWORK_KIND_SEGMENTS[kind]}`,
  item: (programId: number, kind: FrameworkKind, itemId: number) =>
    `/DonorAccountProgram/${programId}/Framework/${FRAMEWORK_KIND_SEGMENTS[kind]}/${itemId}`,
} as const;

export const grantsPaths = {
  list: '/DonorGrant',
  one: (id: number) => `/DonorGrant/${id}`,
  publish: (id: number) => `/DonorGrant/${id}/Publish`,
  deadline: (id: number) => `/DonorGrant/${id}/Deadline`,
  redraft: (id: number) => `/DonorGrant/${id}/Draft`,
  countries: (id: number) => `/DonorGrant/${id}/countries`,
  usersInCharge: (id: number) => `/DonorGrant/${id}/users-in-charge`,
  programs: (id: number) => `/DonorGrant/${id}/Program`,
  objectives: (id: number) => `/DonorGrant/${id}/Objective`,
  objective: (id: number, objectiveId: number) => `/DonorGrant/${id}/Objective/${objectiveId}`,
  dueDiligences: (id: number) => `/DonorGrant/${id}/DueDiligence`,
  dueDiligence: (id: number, linkId: number) => `/DonorGrant/${id}/DueDiligence/${linkId}`,
  validation: (id: number) => `/DonorGrant/GrantValidation/${id}`,
  /** The objectives of the programs the grant targets. */
  programObjectives: (id: number) => `/DonorGrant/ProgramObjective/${id}`,
  proposals: (id: number) => `/DonorGrant/${id}/proposals`,
  /** GET ?page=&rows=: the negotiation comments across the grant's proposals. */
  proposalNegotiations: (id: number) => `/DonorGrant/${id}/ProposalNegotiations`,
} as const;

export const proposalsPaths = {
  /** All the funder's proposals (filters: grant_id, ngo_id, status); one grant's are also at grants.proposals. */
  list: '/DonorGrant/Proposals',
  one: (id: number) => `/DonorGrant/Proposals/${id}`,
  /** A section document by name (Background, Budget, …: contract/proposals.ts PROPOSAL_SECTIONS). */
  section: (id: number, name: string) => `/DonorGrant/Proposals/${id}/${name}`,
  documents: (id: number) => `/DonorGrant/Proposals/${id}/Documents`,
  dueDiligence: (id: number) => `/DonorGrant/Proposals/${id}/DueDiligence`,
  /** The logical framework's activities, one list. */
  activities: (id: number) => `/DonorGrant/Proposals/${id}/Activities`,
  /** The grant's programs with the grant's and the proposal's shares. */
  grantPrograms: (id: number) => `/DonorGrant/Proposals/${id}/GrantPrograms`,
  usersInCharge: (grantId: number, id: number) => `/DonorGrant/${grantId}/Proposals/${id}/UsersInCharge`,
  /** POST with query status=rejected|under_negotiation. */
  setStatus: (id: number) => `/DonorGrant/Proposals/${id}/SetStatus`,
  /** POST multipart: file + batches (JSON). */
  accept: (id: number) => `/DonorGrant/Proposals/${id}/Accept`,
  /** GET the installments; PUT the whole list. */
  batches: (id: number) => `/DonorGrant/Proposals/${id}/ExpenditureBatch`,
  risks: (id: number) => `/DonorGrant/Proposals/${id}/RisksAnalysis`,
  riskStats: (id: number) => `/DonorGrant/Proposals/${id}/RisksAnalysis/stats`,
  riskExport: (id: number) => `/DonorGrant/Proposals/${id}/RisksAnalysis/export`,
  /** GET ?page_id= ; POST a comment. */
  negotiations: (id: number) => `/DonorGrant/Proposals/${id}/Negotiations`,
  negotiation: (id: number, commentId: number) => `/DonorGrant/Proposals/${id}/Negotiations/${commentId}`,
  /** GET the pages the organisation changed since negotiation began (contract/proposals.ts proposalChangesSchema). */
  changes: (id: number) => `/DonorGrant/Proposals/${id}/Changes`,
} as const;

export const ngosPaths = {
  list: '/ngo',
  one: (id: number) => `/ngo/${id}`,
  contacts: (id: number) => `/ngo/${id}/Contacts`,
  dueDiligences: (id: number) => `/ngo/${id}/due-diligences`,
  /** PUT { status, comment }: this funder's review of one of the organisation's documents. */
  dueDiligenceReview: (id: number, documentId: number) => `/ngo/${id}/due-diligences/${documentId}/Review`,
  /** POST { name, email }: a funder's staff invite an organisation (docs/decisions/192-organisation-registration.md). */
  invite: '/ngo/invite',
} as const;

export const projectsPaths = {
  list: '/DonorProject',
  one: (id: number) => `/DonorProject/${id}`,
  /* Following a project up (contract/project-tracking.ts). */
  overview: (id: number) => `/DonorProject/${id}/Overview`,
  /** GET the printable summary; reportExport: the same as an .xlsx download (Accept-Language en or ar). */
  report: (id: number) => `/DonorProject/${id}/Report`,
  reportExport: (id: number) => `/DonorProject/${id}/Report/export`,
  indicatorTracking: (id: number) => `/DonorProject/${id}/indicatorTracking`,
  /** GET ?month=YYYY-MM */
  indicatorTrackingDetails: (id: number) => `/DonorProject/${id}/indicatorTracking/details`,
  workplanTracking: (id: number) => `/DonorProject/${id}/WorkPlanTracking`,
  /** GET ?month=YYYY-MM */
  workplanTrackingDetails: (id: number) => `/DonorProject/${id}/WorkPlanTracking/details`,
  spendingTracking: (id: number) => `/DonorProject/${id}/SpendingTracking`,
  spendingLine: (id: number, lineId: number) => `/DonorProject/${id}/SpendingTracking/${lineId}`,
  /** GET the list; POST multipart (file, title, kind, period_start, period_end). */
  progressReports: (id: number) => `/DonorProject/${id}/ProgressReport`,
  progressReport: (id: number, reportId: number) => `/DonorProject/${id}/ProgressReport/${reportId}`,
  /** GET the installments; POST the whole list (If-Match: the project's version). */
  batches: (id: number) => `/DonorProject/${id}/ExpenditureBatch`,
  /** PUT a request decision and/or a transfer. */
  batchStatus: (id: number, batchId: number) => `/DonorProject/${id}/ExpenditureBatch/${batchId}/Status`,
  batchLogs: (id: number) => `/DonorProject/${id}/ExpenditureBatchLog`,
  batchLog: (id: number, batchId: number) => `/DonorProject/${id}/ExpenditureBatchLog/${batchId}`,
  /** GET ?category=&level=&status= */
  risks: (id: number) => `/DonorProject/${id}/Risks`,
  /* Monthly reports (contract/monthly-reports.ts): the months, one month, and the review. */
  monthlyReports: (id: number) => `/DonorProject/${id}/MonthlyReport`,
  monthlyReport: (id: number, month: string) => `/DonorProject/${id}/MonthlyReport/${month}`,
  monthlyReportApprove: (id: number, month: string) => `/DonorProject/${id}/MonthlyReport/${month}/Approve`,
  monthlyReportReturn: (id: number, month: string) => `/DonorProject/${id}/MonthlyReport/${month}/Return`,
  /** PUT { status, comment }: accept a progress report the organisation uploaded, or return it with a comment. */
  progressReportReview: (id: number, reportId: number) => `/DonorProject/${id}/ProgressReport/${reportId}/Review`,
  /** GET ?featured=&program_id=&country_id=&grant_id=&project_id= : the stories of change of the funder's projects. */
  stories: '/DonorProject/Stories',
  storyFeatured: (storyId: number) => `/DonorProject/Stories/${storyId}/Featured`,
  /** GET ?file= : a story's photo for an <img> (bearer; contract/inspire.ts storyPhotoAddress). */
  storyPhoto: (storyId: number) => `/DonorProject/Stories/${storyId}/Photo`,
  /** GET ?program_id=&country_id=&grant_id= : what /inspire shows (contract/inspire.ts). */
  inspire: '/DonorProject/Inspire',
} as const;

/** The home dashboard (contract/dashboard.ts); each takes from, to, grant_id, program_id, country_id. */
export const dashboardPaths = {
  totals: '/Dashboard/GetTotals',
  statusTimeline: '/Dashboard/GetStatusTimeline',
  spendingTimeline: '/Dashboard/GetSpendingTimeline',
  beneficiaries: '/Dashboard/GetBeneficiariesInsight',
} as const;

/** The audit trail (contract/audit.ts): GET ?entity=&entity_id=&user_id=&from=&to=&page=&rows= */
export const auditPaths = {
  list: '/Audit',
  /** The same filters as an .xlsx download (Accept-Language en or ar). */
  export: '/Audit/export',
} as const;
/** Spec section 7 files the dashboard under DonorProject too: the same calls answer at DonorProject/Dashboard/…. */
export const projectDashboardPaths = {
  totals: `/DonorProject${dashboardPaths.totals}`,
  statusTimeline: `/DonorProject${dashboardPaths.statusTimeline}`,
  spendingTimeline: `/DonorProject${dashboardPaths.spendingTimeline}`,
  beneficiaries: `/DonorProject${dashboardPaths.beneficiaries}`,
} as const satisfies Record<keyof typeof dashboardPaths, string>;

/** Present only when the server runs with TEST_API=1 (e2e): stands in for the organisations' portal. */
export const testingPaths = {
  submitProposal: '/testing/proposals',
} as const;

export const apiPaths = {
  auth: authPaths,
  accountSetup: accountSetupPaths,
  account: accountPaths,
  admin: adminPaths,
  invitedUser: invitedUserPaths,
  roles: rolesPaths,
  permissions: permissionsPaths,
  reference: referencePaths,
  programs: programsPaths,
  programFramework: programFrameworkPaths,
  grants: grantsPaths,
  proposals: proposalsPaths,
  ngos: ngosPaths,
  projects: projectsPaths,
  dashboard: dashboardPaths,
  audit: auditPaths,
  projectDashboard: projectDashboardPaths,
  testing: testingPaths,
  files: filesPaths,
  fileAddress: fileAddressPath,
  signedFile: signedFilePath,
  images: imagesPaths,
} as const;

