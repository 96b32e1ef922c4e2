/** Spec section 9: an avatar shows 2 characters. */
export const INITIALS_LENGTH = 2;

/** Letters and digits; Arabic short vowels and other combining marks (\p{M}) are not letters of their own. */
const LETTER = /[\p{L}\p{N}]/u;

/**
 * The avatar's text: the first two letters of the organisation's name (spec section 2), "Amal Relief" → "AM",
 * "منظمة الأمل" → "من". Fluent would take one letter per word and, in a right-to-left page, reverse Latin
 * initials, so the avatar always gets these explicitly. Punctuation and spaces before or between are skipped.
 */
export function ngoInitials(name: string): string {
  const letters: string[] = [];
  for (const character of name) {
    if (!LETTER.test(character)) continue;
    letters.push(character);
    if (letters.length === INITIALS_LENGTH) break;
  }
  return letters.join('').toLocaleUpperCase();
}
