/** The API's paths (spec section 7), under the configurable base (default `/api`). Both sides import them. */
export const API_BASE = '/api';
export const TOKEN_PATH = '/connect/token';
export const HUB_PATH = '/hubs/DonorNotification';

export const apiPaths = {
  auth: {
    forgotPassword: '/auth/ForgotPassword',
    resetPassword: '/auth/ResetPassword',
    checkToken: '/auth/CheckToken',
    loginByToken: '/auth/LoginByToken',
    setupProfile: '/auth/SetupProfile',
  },
  accountSetup: {
    byToken: '/DonorAccountSetup',
    setCredentials: '/DonorAccountSetup/SetUserCredentials',
    setProfileImage: '/DonorAccountSetup/SetUserProfileImage',
  },
  account: {
    changePassword: '/DonorAccount/ChangePassword',
    logout: '/DonorAccount/Logout',
    logo: '/DonorAccount/Logo',
  },
  admin: {
    users: '/DonorAdmin',
    userList: '/DonorAdmin/list',
    user: (id: number) => `/DonorAdmin/${id}`,
    userRole: (id: number) => `/DonorAdmin/${id}/Role`,
    profile: '/DonorAdmin/profile',
    profileName: '/DonorAdmin/Profile',
    image: '/DonorAdmin/Image',
    donorInfo: '/DonorAdmin/DonorInfo',
    permissions: '/DonorAdmin/GetPermissions',
  },
  invitedUser: {
    invite: '/InvitedUser',
    resend: '/InvitedUser/ResendInvitationEmail',
  },
  roles: {
    list: '/DonorRole',
    options: '/DonorRole/list',
    one: (id: number) => `/DonorRole/${id}`,
  },
  permissions: '/DonorPermission',
  reference: {
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
  },
  programs: {
    list: '/Program',
    one: (id: number) => `/Program/${id}`,
    usersInCharge: (id: number) => `/DonorAccountProgram/${id}/UsersInCharge`,
    objectives: (id: number) => `/DonorAccountProgram/${id}/Objective`,
    objective: (id: number, objectiveId: number) => `/DonorAccountProgram/${id}/Objective/${objectiveId}`,
  },
  grants: {
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
    proposals: (id: number) => `/DonorGrant/${id}/proposals`,
  },
  proposals: {
    /** All the funder's proposals (filters: grant_id, ngo_id, status); one grant's are also at grants.proposals. */
    list: '/DonorGrant/Proposals',
    one: (id: number) => `/DonorGrant/Proposals/${id}`,
    /** A section document by name (Background, Budget, …: contract/proposals.ts PROPOSAL_SECTIONS). */
    section: (id: number, name: string) => `/DonorGrant/Proposals/${id}/${name}`,
    documents: (id: number) => `/DonorGrant/Proposals/${id}/Documents`,
    dueDiligence: (id: number) => `/DonorGrant/Proposals/${id}/DueDiligence`,
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
  },
  ngos: {
    list: '/ngo',
    one: (id: number) => `/ngo/${id}`,
    contacts: (id: number) => `/ngo/${id}/Contacts`,
    dueDiligences: (id: number) => `/ngo/${id}/due-diligences`,
  },
  projects: {
    list: '/DonorProject',
    one: (id: number) => `/DonorProject/${id}`,
  },
  /** Present only when the server runs with TEST_API=1 (e2e): stands in for the organisations' portal. */
  testing: {
    submitProposal: '/testing/proposals',
  },
  files: (name: string) => `/files/${name}`,
} as const;
