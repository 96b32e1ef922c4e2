/**
 * The avatar of an organisation shows the first two letters of its name (spec sections 2 and 9), upper-cased
 * where the script has cases: "Sunrise Relief" → "SU", "جمعية الأمل" → "جم". Spaces, digits and punctuation
 * are skipped, and Arabic vowel marks too, so they never take a letter's place.
 * Fluent's own initials take the first letters of the first and last words and reverse Latin ones in right-to-left
 * pages; these are passed to it ready-made, so they read the same in both directions.
 */
export function organizationInitials(name: string): string {
  const letters = Array.from(name.normalize('NFC')).filter((character) => /\p{L}/u.test(character));
  return letters.slice(0, 2).join('').toLocaleUpperCase();
}
