import { describe, expect, it } from 'vitest';
import { partnerProfileInputSchema, registerOrganisationSchema, updatePartnerOrganisationSchema } from './partner-organisation';

const PROFILE = { name: 'Jasmine', name_ar: '', shortcut: '', description: '', country_id: null, email: '', phone: '', website: '' };

describe('the organisation profile schema', () => {
  it('reads empty optional fields as none, an empty email included', () => {
    expect(updatePartnerOrganisationSchema.parse(PROFILE)).toEqual({
      name: 'Jasmine',
      name_ar: null,
      shortcut: null,
      description: null,
      country_id: null,
      email: null,
      phone: null,
      website: null,
    });
  });

  it('refuses a website without http(s) and a malformed email, naming the fields', () => {
    const result = updatePartnerOrganisationSchema.safeParse({ ...PROFILE, website: 'jasmine.example', email: 'info@' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((problem) => problem.path[0]).toSorted()).toEqual(['email', 'website']);
  });
});

describe('the registration schema', () => {
  it('requires the Arabic name and lowercases the address', () => {
    expect(registerOrganisationSchema.safeParse({ name: 'A', name_ar: ' ', country_id: 3, email: 'a@b.test', admin_name: 'A' }).success).toBe(false);
    expect(registerOrganisationSchema.parse({ name: 'A', name_ar: 'أ', country_id: '3', email: 'Huda@B.Test', admin_name: 'Huda' })).toMatchObject({ country_id: 3, email: 'huda@b.test' });
  });
});

describe('the partner profile schema', () => {
  it('leaves the phone out when it is not sent, so it stays as it was', () => {
    expect(partnerProfileInputSchema.parse({ name: 'Yaman' })).toEqual({ name: 'Yaman' });
    expect(partnerProfileInputSchema.parse({ name: 'Yaman', phone: '' })).toEqual({ name: 'Yaman', phone: null });
  });
});
