/** Where the public pages' "Contact" link writes to. A deployment for another funder changes it here. */
export const SUPPORT_EMAIL = 'support@donor-portal.example';

export function supportMailto(subject: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}
