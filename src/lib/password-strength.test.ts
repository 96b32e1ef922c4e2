import { describe, expect, it } from 'vitest';
import { localizeIssue } from '#contract/messages';
import { passwordStrengthIssue } from './password-strength';

describe('passwordStrengthIssue', () => {
  it('refuses a password shorter than 12 characters with the length rule, in both languages', async () => {
    const issue = await passwordStrengthIssue('Sh0rt-Pass!', 'password');
    expect(issue).not.toBeNull();
    expect(localizeIssue(issue ?? '', 'en', 'password')).toBe('Password must be at least 12 characters');
    expect(localizeIssue(issue ?? '', 'ar', 'password')).toBe('يجب ألا يقل طول كلمة المرور عن 12 حرفًا');
  });

  it('refuses common passwords and ones made of the user’s own name or email', async () => {
    for (const weak of ['password1234', 'qwertyuiop123']) {
      const issue = await passwordStrengthIssue(weak, 'NewPassword');
      expect(localizeIssue(issue ?? '', 'en', 'NewPassword'), weak).toMatch(/^New password is too easy to guess\./);
    }
    const personal = await passwordStrengthIssue('layla.haddad@demo.test', 'NewPassword', ['Layla Haddad', 'layla.haddad@demo.test']);
    expect(localizeIssue(personal ?? '', 'ar', 'NewPassword')).toMatch(/^من السهل تخمين كلمة المرور الجديدة\./);
  });

  it('accepts a long phrase of unrelated words', async () => {
    expect(await passwordStrengthIssue('Tamarind-Falcon-Harbour-42', 'password', ['Layla Haddad', 'admin@demo.test'])).toBeNull();
  });
});
