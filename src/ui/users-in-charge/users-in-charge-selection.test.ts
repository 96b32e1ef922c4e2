import { describe, expect, it } from 'vitest';
import {
  addUsers,
  canRemoveUser,
  managersFirst,
  remainingUsers,
  removeUser,
  selectionFrom,
  setManager,
  type InChargeEntry,
} from './users-in-charge-selection';

const option = (id: number, name: string) => ({ id, name, email: `${name.toLowerCase()}@demo.test`, image: null });
const options = [option(1, 'Amal'), option(2, 'Bilal'), option(3, 'Dana')];
const amal: InChargeEntry = { admin_id: 1, is_manager: true };
const bilal: InChargeEntry = { admin_id: 2, is_manager: false };

describe('users in charge selection', () => {
  it('starts from the program’s users, keeping who manages', () => {
    expect(selectionFrom([{ admin_id: 1, name: 'Amal', is_manager: true }])).toEqual([amal]);
  });

  it('adds picked users as non-managers after the selected ones, never twice', () => {
    expect(addUsers([amal], [3, 1, 3])).toEqual([amal, { admin_id: 3, is_manager: false }]);
  });

  it('keeps at least one user in charge: the last one cannot be removed', () => {
    expect(canRemoveUser([amal], 1)).toBe(false);
    expect(removeUser([amal], 1)).toEqual([amal]);
  });

  it('removes a user while others remain', () => {
    expect(canRemoveUser([amal, bilal], 1)).toBe(true);
    expect(removeUser([amal, bilal], 1)).toEqual([bilal]);
  });

  it('does not offer to remove a user who is not in the list', () => {
    expect(canRemoveUser([amal, bilal], 3)).toBe(false);
  });

  it('toggles the manager switch of one user only, and allows several managers', () => {
    const both = setManager([amal, bilal], 2, true);
    expect(both).toEqual([amal, { admin_id: 2, is_manager: true }]);
    expect(setManager(both, 1, false)).toEqual([{ admin_id: 1, is_manager: false }, { admin_id: 2, is_manager: true }]);
  });

  it('ignores a manager switch for a user not in charge', () => {
    expect(setManager([amal], 3, true)).toEqual([amal]);
  });

  it('offers in the multi-select only the users not already in charge', () => {
    expect(remainingUsers(options, [amal, bilal]).map((user) => user.name)).toEqual(['Dana']);
    expect(remainingUsers(options, [])).toHaveLength(3);
  });

  it('lists managers first, then by name', () => {
    const users = [
      { name: 'Dana', is_manager: false },
      { name: 'Bilal', is_manager: true },
      { name: 'Amal', is_manager: false },
    ];
    expect(managersFirst(users, 'en').map((user) => user.name)).toEqual(['Bilal', 'Amal', 'Dana']);
  });
});
