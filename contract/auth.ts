import { z } from 'zod';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from './constants';
import { PERMISSIONS, TOKEN_PURPOSES } from './enums';
import { issue } from './messages';
import { emailAddress, existingPassword, newPassword, requiredText, whenComparable } from './validation';

/** POST /connect/token, form-urlencoded (OAuth2 password grant). */
export const tokenRequestSchema = z.object({
  grant_type: z.literal('password', { error: issue('invalid', { field: 'field' }) }),
  username: emailAddress('username'),
  password: existingPassword('password'),
});
export type TokenRequest = z.input<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.literal(ACCESS_TOKEN_LIFETIME_SECONDS),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const permissionSchema = z.enum(PERMISSIONS);

/** GET /api/DonorAdmin/profile: who is signed in, for the shell and the guards. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  role_id: z.number().int().nullable(),
  role_name: z.string().nullable(),
  donor_id: z.number().int(),
  donor_name: z.string(),
  permissions: z.array(permissionSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const tokenPurposeSchema = z.coerce
  .number({ error: issue('required', { field: 'purpose' }) })
  .refine((value) => (TOKEN_PURPOSES as number[]).includes(value), { error: issue('invalid', { field: 'purpose' }) });

/** POST /api/auth/ForgotPassword?email= */
export const forgotPasswordQuerySchema = z.object({ email: emailAddress('email') });

/**
 * POST /api/auth/CheckToken with this JSON body, as the PWA asks; the spec's GET with `?token=&purpose=` answers
 * the same (docs/decisions/152-secrets-stay-out-of-logs.md: a code in a body never reaches a request log).
 */
export const checkTokenQuerySchema = z.object({
  token: requiredText('token', 200),
  purpose: tokenPurposeSchema,
});
export const checkTokenResponseSchema = z.object({ valid: z.literal(true), email: z.string(), name: z.string() });

function passwordsMatch<T extends { password: string; confirm_password: string }>(value: T) {
  return value.password === value.confirm_password;
}

/** POST /api/auth/ResetPassword */
export const resetPasswordSchema = z
  .object({
    code: requiredText('code', 200),
    password: newPassword('password'),
    confirm_password: existingPassword('confirm_password'),
    purpose: tokenPurposeSchema,
  })
  .refine(passwordsMatch, { path: ['confirm_password'], error: issue('passwordMatch'), when: whenComparable('password', 'confirm_password') });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** POST /api/DonorAccountSetup/SetUserCredentials: an invited user chooses a password. */
export const setCredentialsSchema = z
  .object({
    token: requiredText('token', 200),
    password: newPassword('password'),
    confirm_password: existingPassword('confirm_password'),
  })
  .refine(passwordsMatch, { path: ['confirm_password'], error: issue('passwordMatch'), when: whenComparable('password', 'confirm_password') });
export type SetCredentialsInput = z.input<typeof setCredentialsSchema>;

/** POST /api/DonorAccountSetup/SetUserCredentials answers with a token response: the new user is signed in. */

/**
 * POST /api/DonorAccountSetup/Setup, form-encoded: the link's code, the password and the user's name (and phone) in
 * one step; answers a token response like SetUserCredentials.
 */
export const accountSetupSchema = z
  .object({
    token: requiredText('token', 200),
    password: newPassword('password'),
    confirm_password: existingPassword('confirm_password'),
    name: requiredText('name'),
    phone: z.string().trim().max(40, { error: issue('maxLength', { field: 'phone', max: 40 }) }).optional(),
  })
  .refine(passwordsMatch, { path: ['confirm_password'], error: issue('passwordMatch'), when: whenComparable('password', 'confirm_password') });
export type AccountSetupInput = z.input<typeof accountSetupSchema>;

/**
 * POST /api/DonorAccount/CheckToken: the code in the body (or the spec's `?token=`); without a purpose it is
 * checked as an account set-up link (an invitation or a funder's first account).
 */
export const accountCheckTokenBodySchema = z.object({ token: requiredText('token', 200), purpose: tokenPurposeSchema.optional() });

/** POST /api/auth/SetupProfile (bearer): a newly set-up user completes their name and phone. */
export const setupProfileSchema = z.object({
  name: requiredText('name'),
  phone: z.string().trim().max(40, { error: issue('maxLength', { field: 'phone', max: 40 }) }).optional(),
});
export type SetupProfileInput = z.input<typeof setupProfileSchema>;

/** POST /api/DonorAccount/ChangePassword */
export const changePasswordSchema = z
  .object({
    OldPassword: existingPassword('OldPassword'),
    NewPassword: newPassword('NewPassword'),
    ConfirmPassword: existingPassword('ConfirmPassword'),
  })
  .refine((value) => value.NewPassword === value.ConfirmPassword, {
    path: ['ConfirmPassword'],
    error: issue('passwordMatch'),
    when: whenComparable('NewPassword', 'ConfirmPassword'),
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** PUT /api/DonorAdmin/Profile (the image goes separately, multipart, to PUT /api/DonorAdmin/Image). */
export const profileNameSchema = z.object({ name: requiredText('name') });
export type ProfileNameInput = z.input<typeof profileNameSchema>;

/** GET /api/DonorAccountSetup?token= (added by the server work). */
export const tokenQuerySchema = z.object({ token: requiredText('token', 2000) });
/** POST /api/auth/LoginByToken: the token in the JSON body, as the PWA sends it. */
export const tokenBodySchema = tokenQuerySchema;
/** POST /api/auth/LoginByToken?token=: the spec's form, still answered when the body carries no token. */
export const optionalTokenQuerySchema = z.object({ token: requiredText('token', 2000).optional() });
export type CheckTokenResponse = z.infer<typeof checkTokenResponseSchema>;

/** GET /api/DonorAccount/Sessions: the caller's signed-in devices, the one asking first (decision 162). */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  /** The browser's User-Agent as it signed in; the PWA names the browser and system from it. */
  user_agent: z.string().nullable(),
  /** The client address it signed in from: the approximate place. */
  client_address: z.string().nullable(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.array(accountSessionSchema);
