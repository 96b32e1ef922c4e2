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
  files: (name: string) => `/files/${name}`,
} as const;
