/** Values the spec fixes (sections 5 and 9), used by the server and the PWA alike. */

export const ACCESS_TOKEN_LIFETIME_SECONDS = 86_400;

/** Not given by the spec; see docs/decisions/004-account-tokens.md. */
export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;
export const INVITATION_TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/**
 * Not given by the spec: a signed address to a private file (opened in a new tab, shown in an <img>) works this
 * long (docs/decisions/156-private-files-and-signed-addresses.md).
 */
export const SIGNED_FILE_ADDRESS_LIFETIME_SECONDS = 5 * 60;

export const IMAGE_MAX_BYTES = 2_000_000;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/bmp'] as const;

/** Not given by the spec: OWASP ASVS 2.1.1 asks at least 12 characters (decision 161); a ceiling against abuse. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const TEXT_MAX_LENGTH = 4000;
export const SEARCH_MAX_LENGTH = 200;

export const PERCENT_TOTAL = 100;

/** Not given by the spec: a signed agreement is a PDF, a Word document or a scan, up to 10 MB. */
export const AGREEMENT_MAX_BYTES = 10_000_000;
export const AGREEMENT_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/png',
  'image/jpeg',
] as const;
/** Not given by the spec: more than 24 installments would be a payment schedule, not a grant agreement. */
export const INSTALLMENTS_MAX = 24;
export const COMMENT_MAX_LENGTH = 4000;
/** Negotiation drawer width (spec section 9) and the installments dialog. */
export const DRAWER_WIDTH = 600;
export const INSTALLMENTS_DIALOG_WIDTH = 1000;

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_ORDER_BY = 'created_at';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATION_TOAST_MS = 3000;
export const MESSAGE_TOAST_MS = 2000;
export const MESSAGE_TOASTS_KEPT = 2;

export const GRANT_CARD_COUNTRY_CHIPS = 10;

/** The dashboard's timelines without a period (docs/decisions/130-project-tracking-and-dashboard.md). */
export const DASHBOARD_DEFAULT_MONTHS = 12;
/** Five years of months at most per dashboard answer: a chart with more points is unreadable and costs for nothing. */
export const DASHBOARD_MAX_MONTHS = 60;

/** Placeholder rows while a list loads (spec section 9). */
export const SKELETON_ROWS = 10;
/** A loading state, once shown, stays at least this long so a fast load does not flash (spec section 9). */
export const LOADING_MIN_DISPLAY_MS = 200;

export const DEMO_PASSWORD = 'Demo-2026!';

/**
 * /inspire's filters (contract/inspire.ts), here so that the route reading its URL stays without zod (decision 008).
 */
export const INSPIRE_FILTERS = ['program_id', 'country_id', 'grant_id'] as const;
