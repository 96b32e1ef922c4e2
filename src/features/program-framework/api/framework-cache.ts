import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { FrameworkDeleted, FrameworkItem, FrameworkKind, FrameworkList, FrameworkSaved } from '#contract/program-framework';
import { programKeys } from '@/features/programs';
import { frameworkKeys } from './framework-keys';

/** The answer's item goes into its kind's cached list at once, with the framework's new version. */
export function storeSavedItem(queryClient: QueryClient, programId: number, kind: FrameworkKind, answer: FrameworkSaved<FrameworkKind>): void {
  queryClient.setQueryData<FrameworkList<FrameworkKind>>(frameworkKeys.list(programId, kind), (list) => {
    if (!list) return list;
    const known = list.items.some((item) => item.id === answer.item.id);
    const items = known ? list.items.map((item) => (item.id === answer.item.id ? answer.item : item)) : [...list.items, answer.item];
    return { version: answer.version, items };
  });
}

export function forgetDeletedItem(queryClient: QueryClient, programId: number, kind: FrameworkKind, answer: FrameworkDeleted): void {
  queryClient.setQueryData<FrameworkList<FrameworkKind>>(frameworkKeys.list(programId, kind), (list) =>
    list ? { version: answer.version, items: list.items.filter((item) => item.id !== answer.id) } : list,
  );
}

/** Every framework answer carries the framework's version: the outbox rebases the user's later changes onto it. */
export function versionOfFramework(answer: unknown): number | null {
  if (typeof answer !== 'object' || answer === null || !('version' in answer)) return null;
  const { version } = answer as { version: unknown };
  return typeof version === 'number' ? version : null;
}

/**
 * What a change may have made stale: every list of the framework (counts and versions move together). Objectives
 * also show on the program's overview and in the initiatives list (objectives_count).
 */
export function frameworkQueriesOf(programId: number, kind: FrameworkKind): QueryKey[] {
  return kind === 'objective' ? [programKeys.detail(programId), programKeys.lists()] : [frameworkKeys.all(programId)];
}

/** How a conflict shows the item as the server now has it (a 412's `current`: { version, item }). */
export function summarizeFramework(current: unknown): { label: MessageDescriptor; value: string }[] {
  if (typeof current !== 'object' || current === null || !('item' in current)) return [];
  const item = (current as { item: Partial<FrameworkItem> | null }).item;
  if (!item) return [];
  const lines: { label: MessageDescriptor; value: string }[] = [];
  if (typeof item.code === 'string') lines.push({ label: msg`Code`, value: item.code });
  if (typeof item.title === 'string') lines.push({ label: msg`Title`, value: item.title });
  return lines;
}
