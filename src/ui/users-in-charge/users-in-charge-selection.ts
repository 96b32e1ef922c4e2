import type { UserInCharge } from '#contract/programs';
import type { UserOption } from '#contract/users';

/** One entry of a users-in-charge list as the dialog edits it: who, and whether they manage. */
export type InChargeEntry = { admin_id: number; is_manager: boolean };

/**
 * The rules of the users-in-charge dialog (spec sections 2 and 5), kept free of React so they can be tested
 * as the spec reads: selected users each have a delete button and a manager switch, the rest are offered in a
 * multi-select, and the list must keep at least one user.
 */

/** The list a dialog starts from: the users in charge now, in the order the server gave them. */
export function selectionFrom(users: readonly UserInCharge[]): InChargeEntry[] {
  return users.map(({ admin_id, is_manager }) => ({ admin_id, is_manager }));
}

/** Adds users picked in the multi-select, after the ones already there. A user already in charge is not doubled. */
export function addUsers(selection: readonly InChargeEntry[], ids: readonly number[]): InChargeEntry[] {
  const present = new Set(selection.map((entry) => entry.admin_id));
  const added: InChargeEntry[] = [];
  for (const id of ids) {
    if (present.has(id)) continue;
    present.add(id);
    added.push({ admin_id: id, is_manager: false });
  }
  return [...selection, ...added];
}

/** The last user in charge cannot be removed: a list must keep at least one. */
export function canRemoveUser(selection: readonly InChargeEntry[], id: number): boolean {
  return selection.length > 1 && selection.some((entry) => entry.admin_id === id);
}

/** Removes a user, unless they are the last one (the list is returned as it was). */
export function removeUser(selection: readonly InChargeEntry[], id: number): InChargeEntry[] {
  if (!canRemoveUser(selection, id)) return [...selection];
  return selection.filter((entry) => entry.admin_id !== id);
}

/** Marks a user in charge as a manager or not. Several users may manage; a user not in the list is ignored. */
export function setManager(selection: readonly InChargeEntry[], id: number, isManager: boolean): InChargeEntry[] {
  return selection.map((entry) => (entry.admin_id === id ? { ...entry, is_manager: isManager } : entry));
}

/** The users the multi-select offers: everyone not already in charge, by name. */
export function remainingUsers(options: readonly UserOption[], selection: readonly InChargeEntry[]): UserOption[] {
  const chosen = new Set(selection.map((entry) => entry.admin_id));
  return options.filter((option) => !chosen.has(option.id));
}

/** Names for the selected entries: from the pickers' list, else from the users in charge now, else the id. */
export function nameOf(id: number, options: readonly UserOption[] | undefined, known: readonly UserInCharge[]): string {
  return options?.find((option) => option.id === id)?.name ?? known.find((user) => user.admin_id === id)?.name ?? `#${id}`;
}

/** Managers first, then the rest, each group by name: how the detail page lists users in charge. */
export function managersFirst<User extends { name: string; is_manager: boolean }>(users: readonly User[], locale: string): User[] {
  const collator = new Intl.Collator(locale);
  return users.toSorted((a, b) => Number(b.is_manager) - Number(a.is_manager) || collator.compare(a.name, b.name));
}
