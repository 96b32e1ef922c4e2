/*
 * Hrefs for the contact details an organisation typed into its own portal. They are its text, not ours: a
 * website without a scheme ("www.amal.org") gets https, and anything that is not a web address (another
 * scheme, such as javascript:) is shown as text rather than linked.
 */

/** "scheme:" not followed by a digit, so "amal.org:8080" reads as a host and port, not as a scheme. */
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

export function websiteHref(website: string | null): string | null {
  const text = website?.trim();
  if (!text) return null;
  const candidate = SCHEME.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Arabic-Indic (U+0660…) and Eastern Arabic-Indic (U+06F0…) digits, as typed on an Arabic keyboard. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function asciiDigits(text: string): string {
  return text.replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** A tel: link keeps the digits and a leading plus: "+962 6 555 0101" → "tel:+96265550101". */
export function phoneHref(phone: string | null): string | null {
  const text = phone?.trim();
  if (!text) return null;
  const digits = asciiDigits(text).replace(/\D/g, '');
  if (!digits) return null;
  return `tel:${text.startsWith('+') ? '+' : ''}${digits}`;
}

export function emailHref(email: string | null): string | null {
  const text = email?.trim();
  return text && text.includes('@') ? `mailto:${text}` : null;
}
