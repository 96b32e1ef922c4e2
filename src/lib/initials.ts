/**
 * The letters an avatar shows (spec section 9: 2 characters), computed here and handed to Fluent's Avatar ready-made:
 * Fluent's own initials swap two Latin letters in a right-to-left page ("HL" for Layla Haddad) and give none at all
 * for an Arabic name. The letters stay in the name's order; the page's direction lays them out.
 */
export const INITIALS_LENGTH = 2;

/** Letters and digits; Arabic short vowels and other combining marks (\p{M}) are not letters of their own. */
const LETTER = /[\p{L}\p{N}]/u;

function lettersOf(text: string): string[] {
  return Array.from(text.normalize('NFC')).filter((character) => LETTER.test(character));
}

/**
 * A person: the first letter of the first name and of the last, "Layla Haddad" → "LH", "ليلى حداد" → "لح"; a single
 * name gives its first two letters. A name written in two languages ("Zainab Al-Jubouri / زينب الجبوري") is read
 * in its first.
 */
export function personInitials(name: string): string {
  const [written = ''] = name.split('/').filter((part) => lettersOf(part).length > 0);
  const words = written.split(/\s+/).map(lettersOf).filter((letters) => letters.length > 0);
  const first = words[0] ?? [];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = last ? [first[0], last[0]] : first.slice(0, INITIALS_LENGTH);
  return letters.join('').toLocaleUpperCase();
}

/**
 * An organisation: the first two letters of its name (spec section 2), "Amal Relief" → "AM", "منظمة الأمل" → "من".
 * Spaces, punctuation and vowel marks before or between are skipped.
 */
export function organisationInitials(name: string): string {
  return lettersOf(name).slice(0, INITIALS_LENGTH).join('').toLocaleUpperCase();
}
