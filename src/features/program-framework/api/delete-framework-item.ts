import { apiPaths } from '#contract/api-paths';
import type { FrameworkDeleted, FrameworkKind } from '#contract/program-framework';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { forgetDeletedItem, frameworkQueriesOf, summarizeFramework, versionOfFramework } from './framework-cache';
import { DELETE_DESCRIPTIONS } from './framework-descriptions';
import { FRAMEWORK_ACTION, FRAMEWORK_ENTITY, type DeleteItemPayload } from './framework-overlay';

/**
 * DELETE …/Framework/{Kind}/{itemId}, asked for with a confirmation (spec section 2). The page refuses at once an
 * item that others refer to (it knows the counts); should the server still answer "related", the record lands
 * among the refused changes with that message.
 */
export const deleteFrameworkItemAction = defineOutboxAction<DeleteItemPayload, FrameworkDeleted>({
  type: FRAMEWORK_ACTION.delete,
  entity: FRAMEWORK_ENTITY,
  request: (payload) => ({ method: 'DELETE', path: apiPaths.programFramework.item(payload.programId, payload.kind, payload.itemId) }),
  onSuccess: (queryClient, answer, record) => forgetDeletedItem(queryClient, record.payload.programId, record.payload.kind, answer),
  versionOf: versionOfFramework,
  invalidates: (payload) => frameworkQueriesOf(payload.programId, payload.kind),
  describe: (payload) => DELETE_DESCRIPTIONS[payload.kind](payload.title, payload.programTitle),
  summarize: summarizeFramework,
});

export function enqueueDeleteFrameworkItem(
  program: { id: number; title: string; version: number },
  kind: FrameworkKind,
  item: { id: number; title: string },
) {
  return enqueueAction(deleteFrameworkItemAction, {
    entityId: program.id,
    baseVersion: program.version,
    payload: { programId: program.id, programTitle: program.title, kind, itemId: item.id, title: item.title },
  });
}
