/**
 * The PWA's copy of the server's rule for new passwords (contract/password-strength.ts, decision 161): at least 12
 * characters and not easy to guess by zxcvbn. Its dictionaries weigh about a megabyte, so they are fetched only
 * when a password form is used (`preloadPasswordStrength` on focus), never with /login. The server checks again.
 */
export function preloadPasswordStrength(): void {
  void import('#contract/password-strength');
}

/**
 * The field's problem as a contract issue (so the form shows it in whichever language is active), or null. The
 * user's name and email, when the form knows them, count as guessable words, as they do on the server.
 */
export async function passwordStrengthIssue(password: string, field: string, personal: readonly (string | null | undefined)[] = []): Promise<string | null> {
  const modules = await Promise.all([import('#contract/password-strength'), import('#contract/messages'), import('#contract/constants')]).catch(
    // Offline before the dictionaries were ever fetched (they are not precached, decision 210): the server judges.
    () => null,
  );
  if (!modules) return null;
  const [{ passwordWeakness, personalWords }, { issue }, { PASSWORD_MIN_LENGTH }] = modules;
  const key = passwordWeakness(password, personalWords(...personal));
  return key ? issue(key, { field, min: PASSWORD_MIN_LENGTH }) : null;
}
