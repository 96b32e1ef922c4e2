import { apiPaths } from '#contract/api-paths';
import type { FrameworkInput, FrameworkKind, FrameworkSaved } from '#contract/program-framework';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { frameworkQueriesOf, storeSavedItem, summarizeFramework, versionOfFramework } from './framework-cache';
import { UPDATE_DESCRIPTIONS } from './framework-descriptions';
import { FRAMEWORK_ACTION, FRAMEWORK_ENTITY, type UpdateItemPayload } from './framework-overlay';

/** PUT …/Framework/{Kind}/{itemId} with the whole item: the row shows the change at once, marked pending. */
export const updateFrameworkItemAction = defineOutboxAction<UpdateItemPayload, FrameworkSaved<FrameworkKind>>({
  type: FRAMEWORK_ACTION.update,
  entity: FRAMEWORK_ENTITY,
  request: (payload) => ({ method: 'PUT', path: apiPaths.programFramework.item(payload.programId, payload.kind, payload.itemId), json: payload.values }),
  onSuccess: (queryClient, answer, record) => storeSavedItem(queryClient, record.payload.programId, record.payload.kind, answer),
  versionOf: versionOfFramework,
  invalidates: (payload) => frameworkQueriesOf(payload.programId, payload.kind),
  describe: (payload) => UPDATE_DESCRIPTIONS[payload.kind](payload.values.title, payload.programTitle),
  summarize: summarizeFramework,
});

export function enqueueUpdateFrameworkItem(
  program: { id: number; title: string; version: number },
  kind: FrameworkKind,
  itemId: number,
  values: FrameworkInput,
) {
  return enqueueAction(updateFrameworkItemAction, {
    entityId: program.id,
    baseVersion: program.version,
    payload: { programId: program.id, programTitle: program.title, kind, itemId, values },
  });
}
