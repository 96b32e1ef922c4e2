import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dashboardQuerySchema } from './dashboard';
import { changePasswordSchema, resetPasswordSchema, setCredentialsSchema } from './auth';
import { deadlineInputSchema, grantInputSchema } from './grants';
import { localizeIssue } from './messages';
import { progressReportInputSchema } from './project-tracking';

/** Each field's messages, in a locale, as a form or the server's 400 shows them. */
function messagesOf(schema: z.ZodType, input: unknown, locale: 'en' | 'ar' = 'en'): Record<string, string[]> {
  const result = schema.safeParse(input);
  const messages: Record<string, string[]> = {};
  for (const problem of result.error?.issues ?? []) {
    const field = String(problem.path[0] ?? '');
    (messages[field] ??= []).push(localizeIssue(problem.message, locale, field));
  }
  return messages;
}

/** The grant form as it opens for a funder with no defaults (src/features/grants/components/grant-form.tsx). */
const EMPTY_GRANT = { title: '', description: '', eligibility: '', currency_id: 0, min_size: '', max_size: '', programs: [], countries: [] };

describe('an empty required field says it is required', () => {
  it('an empty deadline is "Deadline is required", and only that', () => {
    expect(messagesOf(deadlineInputSchema, { deadline: '' })).toEqual({ deadline: ['Deadline is required'] });
    expect(messagesOf(deadlineInputSchema, { deadline: '  ' })).toEqual({ deadline: ['Deadline is required'] });
    expect(messagesOf(deadlineInputSchema, {}, 'ar')).toEqual({ deadline: ['حقل الموعد النهائي مطلوب'] });
  });

  it('a deadline that was given is still checked as a date after today', () => {
    expect(messagesOf(deadlineInputSchema, { deadline: '2026-02-30x' }).deadline?.[0]).toBe('Deadline is not valid');
    expect(messagesOf(deadlineInputSchema, { deadline: '2001-01-01' })).toEqual({ deadline: ['Deadline must be in the future'] });
  });

  it('empty grant sizes are required; a size that is not a number says so', () => {
    const messages = messagesOf(grantInputSchema, EMPTY_GRANT);
    expect(messages.min_size).toEqual(['Minimum size is required']);
    expect(messages.max_size).toEqual(['Maximum size is required']);
    expect(messagesOf(grantInputSchema, { ...EMPTY_GRANT, min_size: 'ten' }).min_size).toEqual(['Minimum size must be a non-zero number']);
    expect(messagesOf(grantInputSchema, { ...EMPTY_GRANT, min_size: '0' }).min_size).toEqual(['Minimum size should be greater than or equal to 1!']);
  });

  it('an empty report period date is required, not "not valid"', () => {
    const messages = messagesOf(progressReportInputSchema, { title: 'Q1', kind: 'narrative', period_start: '', period_end: '' });
    expect(messages).toEqual({ period_start: ['Period start is required'], period_end: ['Period end is required'] });
  });
});

describe('messages name fields in the reader’s words', () => {
  const reversed = { title: 'Q1', kind: 'narrative', period_start: '2026-05-01', period_end: '2026-04-30' };

  it('a report period that ends before it starts names both dates as the form labels them', () => {
    expect(messagesOf(progressReportInputSchema, reversed)).toEqual({ period_end: ['Period end cannot be before Period start'] });
    const [arabic] = messagesOf(progressReportInputSchema, reversed, 'ar').period_end ?? [];
    expect(arabic).toBe('يجب ألا يسبق تاريخ نهاية الفترة تاريخ بداية الفترة');
  });

  it('no message of a reversed or too long dashboard period shows a wire name', () => {
    const reversedMonths = messagesOf(dashboardQuerySchema, { from: '2026-05', to: '2026-01' });
    expect(reversedMonths).toEqual({ to: ['To cannot be before From'] });
    const tooLong = messagesOf(dashboardQuerySchema, { from: '2010-01', to: '2026-01' });
    expect(tooLong).toEqual({ to: ['A period can cover at most 60 months'] });
    for (const text of [...Object.values(reversedMonths).flat(), ...Object.values(tooLong).flat()]) expect(text).not.toMatch(/from \+|_/);
  });
});

describe('a form shows all its errors at the first submit', () => {
  it('the empty grant form yields every required-field error at once', () => {
    expect(messagesOf(grantInputSchema, EMPTY_GRANT)).toEqual({
      title: ['Title is required'],
      currency_id: ['Currency is required'],
      min_size: ['Minimum size is required'],
      max_size: ['Maximum size is required'],
      programs: [
        'programs percent total must be 100%; you should add at least one program with 100%!',
        'programs percent total must be 100%; you should add at least one program with 100%!',
      ],
      countries: ['Select at least one Country'],
    });
  });

  it('a rule across fields is checked while another field is still missing', () => {
    const grant = messagesOf(grantInputSchema, { ...EMPTY_GRANT, title: undefined, min_size: 9000, max_size: 5000 });
    expect(grant.title).toEqual(['Title is required']);
    expect(grant.max_size).toEqual(['The maximum size should be greater than or equal to the minimum size']);

    const report = messagesOf(progressReportInputSchema, { title: 'Q1', period_start: '2026-05-01', period_end: '2026-04-30' });
    expect(report.kind).toEqual(['Report type is not valid']);
    expect(report.period_end).toEqual(['Period end cannot be before Period start']);

    const passwords = messagesOf(changePasswordSchema, { NewPassword: 'a-long-password', ConfirmPassword: 'another-one' });
    expect(passwords.OldPassword).toEqual(['Current password is required']);
    expect(passwords.ConfirmPassword).toEqual(['Password must match!']);
  });
});

describe('a body that is not an object is refused, never read', () => {
  it.each([undefined, null, [], 'text', 3])('refuses %j without running the rules across fields', (body) => {
    for (const schema of [grantInputSchema, changePasswordSchema, resetPasswordSchema, setCredentialsSchema, progressReportInputSchema]) {
      expect(schema.safeParse(body).success).toBe(false);
    }
  });
});
