import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FRAMEWORK_INPUT_SCHEMAS,
  FRAMEWORK_KINDS,
  frameworkDeletedSchema,
  frameworkListSchema,
  frameworkSavedSchema,
  type FrameworkInput,
  type FrameworkKind,
  type FrameworkList,
  type FrameworkSaved,
} from '#contract/program-framework';
import { FRAMEWORK_KIND_SEGMENTS } from '#contract/program-pages';
import { idParam } from '#contract/validation';
import { signedIn } from '../../platform/auth';
import { tagWithVersion } from '../../platform/entity-tags';
import { actionHeadersSchema, performAction, scheduleAnswerPurge } from '../../platform/idempotency';
import { createFrameworkItem, deleteFrameworkItem, updateFrameworkItem } from './framework-actions';
import { frameworkList } from './service';

const tags = ['Program framework'];
const itemParams = idParam.extend({ itemId: z.coerce.number().int().positive() });
const ACTION_NOTE =
  'An action (docs/decisions/052-idempotent-actions.md): optional Idempotency-Key (uuid) and If-Match (the framework version ' +
  'of the program, from any list answer). Answers 412 { Message, current: { version, item } } on a stale version, ' +
  '400 "related" when deleting an item that others refer to.';

/**
 * A program's results framework (docs/features/program-results-framework.md): one fixed route per kind, generated
 * from the contract's table rather than a :kind parameter, so OpenAPI documents every kind's shape (like the proposal
 * sections, decision 120). Every call needs manage_programs, like the rest of the program pages (spec section 6).
 */
export const programFrameworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const config = { access: { permission: 'manage_programs', entity: 'program' } } as const;
  const headers = actionHeadersSchema;
  const description = ACTION_NOTE;
  scheduleAnswerPurge(app);

  const register = (kind: FrameworkKind) => {
    const path = `/DonorAccountProgram/:id/Framework/${FRAMEWORK_KIND_SEGMENTS[kind]}`;
    // Each route gets its own kind's schemas; typed as any kind's, which is what the shared handlers take.
    const body: z.ZodType<FrameworkInput> = FRAMEWORK_INPUT_SCHEMAS[kind];
    const list: z.ZodType<FrameworkList<FrameworkKind>> = frameworkListSchema(kind);
    const changed: { 200: z.ZodType<FrameworkSaved<FrameworkKind>> } = { 200: frameworkSavedSchema(kind) };

    app.get(path, { config, preSerialization: tagWithVersion, schema: { tags, params: idParam, response: { 200: list } } }, (request) =>
      frameworkList(portal, signedIn(request), request.params.id, kind),
    );
    app.post(path, { config, schema: { tags, description, headers, params: idParam, body, response: changed } }, (request, reply) =>
      performAction(request, reply, (trx, action) => createFrameworkItem(trx, signedIn(request), request.params.id, kind, request.body, action)),
    );
    app.put(`${path}/:itemId`, { config, schema: { tags, description, headers, params: itemParams, body, response: changed } }, (request, reply) =>
      performAction(request, reply, (trx, action) =>
        updateFrameworkItem(trx, signedIn(request), request.params.id, kind, request.params.itemId, request.body, action),
      ),
    );
    app.delete(
      `${path}/:itemId`,
      { config, schema: { tags, description, headers, params: itemParams, response: { 200: frameworkDeletedSchema } } },
      (request, reply) =>
        performAction(request, reply, (trx, action) => deleteFrameworkItem(trx, signedIn(request), request.params.id, kind, request.params.itemId, action)),
    );
  };
  for (const kind of FRAMEWORK_KINDS) register(kind);
};
