import { describe, expect, it } from 'vitest';
import { GrantStatus } from '#contract/enums';
import { canCreateGrants, grantControls, type GrantControl } from './grant-controls';

const inCharge = [{ admin_id: 3, name: 'Amal', is_manager: true }];
const manager = { id: 3, permissions: ['manage_grants' as const] };
const enabled = (controls: ReturnType<typeof grantControls>) =>
  (Object.keys(controls) as GrantControl[]).filter((control) => controls[control].enabled).toSorted();

describe('grantControls (spec section 6: in-charge and draft checks)', () => {
  it('enables edit and publish on a draft for a user in charge with manage_grants', () => {
    expect(enabled(grantControls({ status: GrantStatus.Draft, users_in_charge: inCharge }, manager))).toEqual(
      ['countries', 'delete', 'edit', 'publish', 'usersInCharge'],
    );
  });

  it('offers update deadline and redraft, not edit or publish, on a published grant', () => {
    const controls = grantControls({ status: GrantStatus.Published, users_in_charge: inCharge }, manager);
    expect(enabled(controls)).toEqual(['countries', 'delete', 'redraft', 'updateDeadline', 'usersInCharge']);
    expect(controls.edit.shown).toBe(false);
    expect(controls.publish.shown).toBe(false);
  });

  it('offers no redraft on a closed grant (only status value 1 can be redrafted)', () => {
    const controls = grantControls({ status: GrantStatus.Closed, users_in_charge: inCharge }, manager);
    expect(controls.redraft.shown).toBe(false);
    expect(controls.updateDeadline.shown).toBe(false);
    expect(enabled(controls)).toEqual(['countries', 'delete', 'usersInCharge']);
  });

  it('disables every control for a user who is not in charge of the grant', () => {
    const controls = grantControls({ status: GrantStatus.Draft, users_in_charge: inCharge }, { id: 4, permissions: ['manage_grants'] });
    expect(enabled(controls)).toEqual([]);
    expect(controls.publish.shown).toBe(true);
  });

  it('disables every control for a user in charge without manage_grants', () => {
    expect(enabled(grantControls({ status: GrantStatus.Draft, users_in_charge: inCharge }, { id: 3, permissions: [] }))).toEqual([]);
  });

  it('lets only manage_grants start a new grant', () => {
    expect(canCreateGrants({ permissions: ['manage_grants'] })).toBe(true);
    expect(canCreateGrants({ permissions: ['manage_users'] })).toBe(false);
  });
});
