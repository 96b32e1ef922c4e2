import { apiPaths } from '#contract/api-paths';
import type { FrameworkInput, FrameworkKind, FrameworkSaved } from '#contract/program-framework';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { frameworkQueriesOf, storeSavedItem, summarizeFramework, versionOfFramework } from './framework-cache';
import { ADD_DESCRIPTIONS } from './framework-descriptions';
import { FRAMEWORK_ACTION, FRAMEWORK_ENTITY, type CreateItemPayload } from './framework-overlay';

/** POST …/Framework/{Kind}: queued, so it works offline; the list shows the new item at once, marked pending. */
export const createFrameworkItemAction = defineOutboxAction<CreateItemPayload, FrameworkSaved<FrameworkKind>>({
  type: FRAMEWORK_ACTION.create,
  entity: FRAMEWORK_ENTITY,
  request: (payload) => ({ method: 'POST', path: apiPaths.programFramework.items(payload.programId, payload.kind), json: payload.values }),
  onSuccess: (queryClient, answer, record) => storeSavedItem(queryClient, record.payload.programId, record.payload.kind, answer),
  versionOf: versionOfFramework,
  invalidates: (payload) => frameworkQueriesOf(payload.programId, payload.kind),
  describe: (payload) => ADD_DESCRIPTIONS[payload.kind](payload.values.title, payload.programTitle),
  summarize: summarizeFramework,
});

/** `version`: the framework's version as the page shows it (If-Match). */
export function enqueueCreateFrameworkItem(
  program: { id: number; title: string; version: number },
  kind: FrameworkKind,
  values: FrameworkInput,
) {
  return enqueueAction(createFrameworkItemAction, {
    entityId: program.id,
    baseVersion: program.version,
    payload: { programId: program.id, programTitle: program.title, kind, clientKey: crypto.randomUUID(), values },
  });
}
