/** Where each call of the API lives. */
export const API_BASE = '/api';
export const TOKEN_PATH = '/connect/token';
export const HUB_PATH = '/hubs/DonorNotification';

// What the first pages need (the boot chunk and the public pages): the base, the token endpoint, sign-in and account
// set-up, the caller's own account and profile, and stored files. The other areas live in api-paths.ts, which only lazily loaded pages import, so they stay out of the
// code that loads with /login (docs/decisions/008-bundle-budgets.md).

export const authPaths = {
  forgotPassword: '/auth/ForgotPassword',
  resetPassword: '/auth/ResetPassword',
  checkToken: '/auth/CheckToken',
  loginByToken: '/auth/LoginByToken',
  setupProfile: '/auth/SetupProfile',
} as const;


export const accountSetupPaths = {
  byToken: '/DonorAccountSetup',
  setCredentials: '/DonorAccountSetup/SetUserCredentials',
  setProfileImage: '/DonorAccountSetup/SetUserProfileImage',
  /** POST form-encoded: token, password, confirm_password, name (and phone) in one step. */
  setup: '/DonorAccountSetup/Setup',
} as const;


export const accountPaths = {
  changePassword: '/DonorAccount/ChangePassword',
  logout: '/DonorAccount/Logout',
  /** The caller's signed-in devices (GET); one of them signs out with DELETE on `session(id)`. */
  sessions: '/DonorAccount/Sessions',
  session: (id: number) => `/DonorAccount/Sessions/${id}`,
  /** Every session of the caller ends, this one too. */
  signOutEverywhere: '/DonorAccount/SignOutEverywhere',
  logo: '/DonorAccount/Logo',
  /** POST ?token= (or the token in the body): the DonorAccount twin of auth/CheckToken for account links. */
  checkToken: '/DonorAccount/CheckToken',
  /** PUT the signed-in user's name: the DonorAccount twin of DonorAdmin/Profile. */
  profile: '/DonorAccount/Profile',
} as const;

export const adminPaths = {
  users: '/DonorAdmin',
  userList: '/DonorAdmin/list',
  user: (id: number) => `/DonorAdmin/${id}`,
  userRole: (id: number) => `/DonorAdmin/${id}/Role`,
  profile: '/DonorAdmin/profile',
  profileName: '/DonorAdmin/Profile',
  image: '/DonorAdmin/Image',
  donorInfo: '/DonorAdmin/DonorInfo',
  permissions: '/DonorAdmin/GetPermissions',
} as const;

/** A private stored file (bearer), the short-lived signed address to it, and where that address points. */
export const filesPaths = (name: string) => `/files/${name}`;
export const fileAddressPath = (name: string) => `/files/${name}/address`;
export const signedFilePath = (name: string) => `/files/${name}/signed`;
/** Profile images and funders' logos: public (docs/decisions/158-profile-images-and-logos-stay-public.md). */
export const imagesPaths = (name: string) => `/images/${name}`;
