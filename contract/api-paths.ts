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
  files: (name: string) => `/files/${name}`,
} as const;
