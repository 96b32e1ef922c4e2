import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dependentsOf, type FrameworkItem, type FrameworkItemOf, type FrameworkKind } from '#contract/program-framework';

/** The lists a page links to (LINKED_KINDS), as far as they are loaded. */
export type LinkedLists = { [Kind in FrameworkKind]?: readonly FrameworkItemOf<Kind>[] };

const none = (list: readonly unknown[] | undefined) => (list?.length ?? 0) === 0;

/**
 * Why nothing of this kind can be added yet, or null: the results chain is built top down (an outcome serves an
 * objective, an output an outcome, an activity an output; an indicator measures an outcome or an output and names
 * its verification method). Unknown (not loaded) lists count as empty.
 */
export function missingPrerequisite(kind: FrameworkKind, lists: LinkedLists): MessageDescriptor | null {
  switch (kind) {
    case 'outcome':
      return none(lists.objective) ? msg`Add an objective first: every outcome serves one.` : null;
    case 'output':
      return none(lists.outcome) ? msg`Add an outcome first: every output serves one.` : null;
    case 'activity':
      return none(lists.output) ? msg`Add an output first: every activity produces one.` : null;
    case 'indicator':
      if (none(lists.outcome) && none(lists.output)) return msg`Add an outcome or an output first: every indicator measures one.`;
      return none(lists.verification_method) ? msg`Add a verification method first: every indicator names how it is verified.` : null;
    default:
      return null;
  }
}

/** Whether other items (or proposals, for an objective) refer to this one: the server would refuse its delete ("related"). */
export function isRelated(kind: FrameworkKind, item: FrameworkItem): boolean {
  return dependentsOf(kind, item) > 0;
}

/** Whether another item of the list has this reference code, letter case aside (the server's "unique" rule). */
export function isCodeTakenIn(items: readonly { id: number | null; item: { code: string | null } }[], code: string, exceptId: number | null): boolean {
  const wanted = code.trim().toLowerCase();
  return items.some((row) => (exceptId === null || row.id !== exceptId) && row.item.code?.trim().toLowerCase() === wanted);
}
