import type { Operation } from '#contract/enums';
import type { FieldKey } from '#contract/messages';
import {
  dependentsOf,
  type FrameworkCurrent,
  type FrameworkDeleted,
  type FrameworkInput,
  type FrameworkInputOf,
  type FrameworkItem,
  type FrameworkKind,
} from '#contract/program-framework';
import { FRAMEWORK_KIND_ENTITIES } from '#contract/program-pages';
import { nowIso } from '../../db/database';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { badRequest, fieldError, notFound } from '../../platform/errors';
import { StaleVersionError, type ActionRequest } from '../../platform/idempotency';
import { programFrameworkEvent } from '../notifications/events';
import { GRANT_LINKS, isForeignKeyViolation, isLinked } from '../reference/grant-links';
import { loadItem } from './framework-items';
import {
  bumpFrameworkVersion,
  deleteItemRow,
  deleteObjectiveRow,
  findAnyItemRow,
  findFrameworkProgram,
  findItemRow,
  findObjectiveRow,
  insertItemRow,
  insertObjectiveRow,
  isCodeTaken,
  updateItemRow,
  updateObjectiveRow,
  type ItemKind,
  type ItemValues,
} from './repository';

/**
 * The framework's changes. Each runs inside performAction's transaction (server/platform/idempotency.ts): it checks
 * the program's scope (another funder's program is a 404) and the framework's version (If-Match), validates the
 * links between items, applies the change, moves the version on, and writes the audit entry and the notification.
 * manage_programs is checked by the route. See docs/decisions/132-program-results-framework.md.
 */

type Db = PortalContext['db'];
type Program = { id: number; title: string; framework_version: number };

/** The field naming each kind in messages ("outcome not found"). */
export const KIND_FIELDS: Record<FrameworkKind, FieldKey> = {
  objective: 'objective',
  outcome: 'outcome',
  output: 'output',
  indicator: 'indicator',
  activity: 'activity',
  verification_method: 'verification_method',
  monitoring: 'monitoring',
  risk: 'risk',
};

async function programOf(trx: Db, staff: SignedInStaff, programId: number): Promise<Program> {
  const program = await findFrameworkProgram(trx, staff.donorId, programId);
  if (!program) throw notFound('program');
  return program;
}

/** 412 with the framework's version and the item as they are now, when the change is based on an older framework. */
async function checkVersion(trx: Db, staff: SignedInStaff, program: Program, action: ActionRequest, item: { kind: FrameworkKind; id: number } | null) {
  if (action.ifMatch === null || action.ifMatch === program.framework_version) return;
  const current: FrameworkCurrent = {
    version: program.framework_version,
    item: item ? await loadItem(trx, staff.donorId, program.id, item.kind, item.id) : null,
  };
  throw new StaleVersionError(current, 'framework');
}

async function exists(trx: Db, programId: number, kind: FrameworkKind, id: number): Promise<boolean> {
  return kind === 'objective' ? (await findObjectiveRow(trx, programId, id)) !== undefined : (await findItemRow(trx, programId, kind, id)) !== undefined;
}

/** A link to another item must name an item of that kind in the same program. */
async function linked(trx: Db, programId: number, kind: FrameworkKind, id: number, field: FieldKey): Promise<number> {
  if (!(await exists(trx, programId, kind, id))) throw fieldError(field, 'invalid');
  return id;
}

/** The columns of a kind's input, its links checked. */
async function itemValues(trx: Db, programId: number, kind: ItemKind, input: FrameworkInput): Promise<ItemValues> {
  const shared = { code: input.code, title: input.title, description: input.description };
  switch (kind) {
    case 'outcome': {
      const { objective_id } = input as FrameworkInputOf<'outcome'>;
      return { ...shared, objective_id: await linked(trx, programId, 'objective', objective_id, 'objective_id') };
    }
    case 'output': {
      const { outcome_id } = input as FrameworkInputOf<'output'>;
      return { ...shared, parent_id: await linked(trx, programId, 'outcome', outcome_id, 'outcome_id') };
    }
    case 'indicator': {
      const indicator = input as FrameworkInputOf<'indicator'>;
      const result = await findAnyItemRow(trx, programId, indicator.result_id);
      if (!result || (result.kind !== 'outcome' && result.kind !== 'output')) throw fieldError('result_id', 'invalid');
      return {
        ...shared,
        parent_id: result.id,
        unit: indicator.unit,
        baseline: indicator.baseline,
        target: indicator.target,
        frequency: indicator.frequency,
        verification_method_id: await linked(trx, programId, 'verification_method', indicator.verification_method_id, 'verification_method_id'),
        disaggregation: indicator.disaggregation,
      };
    }
    case 'activity': {
      const activity = input as FrameworkInputOf<'activity'>;
      return {
        ...shared,
        parent_id: await linked(trx, programId, 'output', activity.output_id, 'output_id'),
        responsible: activity.responsible,
        start_date: activity.start_date,
        end_date: activity.end_date,
      };
    }
    case 'verification_method': {
      const method = input as FrameworkInputOf<'verification_method'>;
      return { ...shared, source: method.source, responsible: method.responsible };
    }
    case 'monitoring': {
      const monitoring = input as FrameworkInputOf<'monitoring'>;
      return { ...shared, method: monitoring.method, frequency: monitoring.frequency, responsible: monitoring.responsible };
    }
    case 'risk': {
      const risk = input as FrameworkInputOf<'risk'>;
      return {
        ...shared,
        category: risk.category,
        likelihood: risk.likelihood,
        impact: risk.impact,
        response_strategy: risk.response_strategy,
        mitigation: risk.mitigation,
        owner: risk.owner,
        is_materialized: risk.isMaterialized ? 1 : 0,
      };
    }
  }
}

async function checkCode(trx: Db, programId: number, kind: FrameworkKind, code: string | null, exceptId: number | null): Promise<void> {
  if (code && (await isCodeTaken(trx, programId, kind, code, exceptId))) throw fieldError('code', 'unique');
}

/** Moves the version on (only from the one this change read), audits, notifies, and answers the item as saved. */
async function commit(
  trx: Db,
  staff: SignedInStaff,
  program: Program,
  change: { kind: FrameworkKind; id: number; operation: Operation; title: string },
): Promise<{ version: number; item: FrameworkItem | null }> {
  if (!(await bumpFrameworkVersion(trx, program.id, program.framework_version))) {
    const fresh = await programOf(trx, staff, program.id);
    throw new StaleVersionError({ version: fresh.framework_version, item: await loadItem(trx, staff.donorId, program.id, change.kind, change.id) }, 'framework');
  }
  await writeAudit(trx, {
    donorId: staff.donorId,
    userId: staff.id,
    entity: FRAMEWORK_KIND_ENTITIES[change.kind],
    entityId: change.id,
    operation: change.operation,
    details: { program_id: program.id, title: change.title },
  });
  await programFrameworkEvent(trx, staff, program, change.kind, change.id);
  return { version: program.framework_version + 1, item: await loadItem(trx, staff.donorId, program.id, change.kind, change.id) };
}

function saved(answer: { version: number; item: FrameworkItem | null }): { version: number; item: FrameworkItem } {
  if (!answer.item) throw new Error('a saved framework item could not be read back');
  return { version: answer.version, item: answer.item };
}

export async function createFrameworkItem(
  trx: Db,
  staff: SignedInStaff,
  programId: number,
  kind: FrameworkKind,
  input: FrameworkInput,
  action: ActionRequest,
): Promise<{ version: number; item: FrameworkItem }> {
  const program = await programOf(trx, staff, programId);
  await checkVersion(trx, staff, program, action, null);
  await checkCode(trx, programId, kind, input.code, null);
  const now = nowIso();
  const id =
    kind === 'objective'
      ? await insertObjectiveRow(trx, programId, { code: input.code, title: input.title, description: input.description }, now)
      : await insertItemRow(trx, { programId, kind, createdBy: staff.id, now }, await itemValues(trx, programId, kind, input));
  return saved(await commit(trx, staff, program, { kind, id, operation: 'Add', title: input.title }));
}

export async function updateFrameworkItem(
  trx: Db,
  staff: SignedInStaff,
  programId: number,
  kind: FrameworkKind,
  id: number,
  input: FrameworkInput,
  action: ActionRequest,
): Promise<{ version: number; item: FrameworkItem }> {
  const program = await programOf(trx, staff, programId);
  await checkVersion(trx, staff, program, action, { kind, id });
  if (!(await exists(trx, programId, kind, id))) throw notFound(KIND_FIELDS[kind]);
  await checkCode(trx, programId, kind, input.code, id);
  const now = nowIso();
  if (kind === 'objective') await updateObjectiveRow(trx, id, { code: input.code, title: input.title, description: input.description }, now);
  else await updateItemRow(trx, id, await itemValues(trx, programId, kind, input), now);
  return saved(await commit(trx, staff, program, { kind, id, operation: 'Update', title: input.title }));
}

/**
 * An objective that outcomes, proposals or grants refer to, an outcome with outputs or indicators, an output with
 * activities or indicators, and a verification method that indicators use are refused with "related" (spec section 8).
 */
export async function isReferenced(trx: Db, donorId: number, programId: number, kind: FrameworkKind, id: number): Promise<boolean> {
  const item = await loadItem(trx, donorId, programId, kind, id);
  if (item && dependentsOf(kind, item) > 0) return true;
  return kind === 'objective' && (await isLinked(trx, GRANT_LINKS.programObjective, id));
}

export async function deleteFrameworkItem(
  trx: Db,
  staff: SignedInStaff,
  programId: number,
  kind: FrameworkKind,
  id: number,
  action: ActionRequest,
): Promise<FrameworkDeleted> {
  const program = await programOf(trx, staff, programId);
  await checkVersion(trx, staff, program, action, { kind, id });
  const item = await loadItem(trx, staff.donorId, programId, kind, id);
  if (!item) throw notFound(KIND_FIELDS[kind]);
  if (await isReferenced(trx, staff.donorId, programId, kind, id)) throw badRequest('related');
  try {
    if (kind === 'objective') await deleteObjectiveRow(trx, id);
    else await deleteItemRow(trx, id);
  } catch (error) {
    // The safety net under isReferenced: a link it does not know of still cannot be orphaned.
    throw isForeignKeyViolation(error) ? badRequest('related') : error;
  }
  const { version } = await commit(trx, staff, program, { kind, id, operation: 'Delete', title: item.title });
  return { version, id };
}
