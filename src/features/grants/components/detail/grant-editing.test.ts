import { describe, expect, it } from 'vitest';
import { GrantStatus } from '#contract/enums';
import { grantTermsEditing } from './grant-editing';

const inCharge = [{ admin_id: 7, name: 'Amal', is_manager: true }];
const draft = { status: GrantStatus.Draft, users_in_charge: inCharge };
const manager = { id: 7, permissions: ['manage_grants' as const] };

describe('who may change a grant’s objectives and due diligences', () => {
  it('allows a user in charge with manage_grants while the grant is a draft', () => {
    expect(grantTermsEditing(draft, manager)).toEqual({ allowed: true });
  });

  it('refuses once the grant is published or closed: published terms are fixed', () => {
    expect(grantTermsEditing({ ...draft, status: GrantStatus.Published }, manager)).toEqual({ allowed: false, reason: 'notDraft' });
    expect(grantTermsEditing({ ...draft, status: GrantStatus.Closed }, manager)).toEqual({ allowed: false, reason: 'notDraft' });
  });

  it('refuses a user without manage_grants, even in charge', () => {
    expect(grantTermsEditing(draft, { id: 7, permissions: ['manage_programs'] })).toEqual({ allowed: false, reason: 'noPermission' });
  });

  it('refuses a user with manage_grants who is not in charge of this grant', () => {
    expect(grantTermsEditing(draft, { id: 8, permissions: ['manage_grants'] })).toEqual({ allowed: false, reason: 'notInCharge' });
  });

  it('gives the draft reason first, the one that no user can fix', () => {
    expect(grantTermsEditing({ status: GrantStatus.Published, users_in_charge: [] }, { id: 8, permissions: [] })).toEqual({
      allowed: false,
      reason: 'notDraft',
    });
  });
});
