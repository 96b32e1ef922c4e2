import type { RiskCategory, ResponseStrategy } from '#contract/enums';
import {
  riskFigures,
  type ContributingProject,
  type FrameworkItem,
  type FrameworkItemOf,
  type FrameworkKind,
  type MonitoringMethod,
  type ReportingFrequency,
} from '#contract/program-framework';
import { logicalFrameworkSchema } from '#contract/proposals';
import type { PortalContext } from '../../platform/app-context';
import {
  dependentCounts,
  listItemRows,
  listObjectiveRows,
  logicalFrameworksForProgram,
  type DependentCounts,
  type ItemKind,
  type ItemRow,
  type ObjectiveRow,
} from './repository';

type Db = PortalContext['db'];

/** Rows turned into the contract's shapes: a column name never leaks into the API. */

const codeOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** "OC2" before "OC10"; items without a code after those with one, then in the order they were written. */
export function byCode(a: { code: string | null; id: number }, b: { code: string | null; id: number }): number {
  if (a.code && b.code) return codeOrder.compare(a.code, b.code) || a.id - b.id;
  if (a.code) return -1;
  if (b.code) return 1;
  return a.id - b.id;
}

type Citations = { proposals: number; projects: ContributingProject[] };

/**
 * Which proposals' logical frameworks name each of the program's objectives (contract/proposals.ts
 * logicalFrameworkSchema.program_objectives), and which of them became projects. A document that does not read as
 * a logical framework names nothing.
 */
async function objectiveCitations(db: Db, donorId: number, programId: number): Promise<Map<number, Citations>> {
  const citations = new Map<number, Citations>();
  for (const row of await logicalFrameworksForProgram(db, donorId, programId)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.content);
    } catch {
      continue;
    }
    const framework = logicalFrameworkSchema.safeParse(parsed);
    if (!framework.success) continue;
    for (const objectiveId of new Set(framework.data.program_objectives.map((objective) => objective.id))) {
      const entry = citations.get(objectiveId) ?? { proposals: 0, projects: [] };
      entry.proposals += 1;
      if (row.project_id !== null) entry.projects.push({ id: row.project_id, title: row.title, code: row.code });
      citations.set(objectiveId, entry);
    }
  }
  return citations;
}

function toObjective(row: ObjectiveRow, counts: DependentCounts, citations: Map<number, Citations>): FrameworkItemOf<'objective'> {
  const cited = citations.get(row.id);
  return {
    id: row.id,
    program_id: row.program_id,
    code: row.code,
    title: row.title,
    description: row.description,
    created_at: row.created_at,
    updated_at: row.updated_at,
    outcomes_count: counts.outcomesByObjective.get(row.id) ?? 0,
    proposals_count: cited?.proposals ?? 0,
    projects: cited?.projects ?? [],
  };
}

function base(row: ItemRow) {
  return {
    id: row.id,
    program_id: row.program_id,
    code: row.code,
    title: row.title,
    description: row.description,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Columns a kind always fills (the service writes them from its schema); a null read back is a broken row. */
function filled<Value>(value: Value | null, column: string, row: ItemRow): Value {
  if (value === null) throw new Error(`program_framework_items ${row.id} (${row.kind}) has no ${column}`);
  return value;
}

type ItemContext = { counts: DependentCounts; resultKinds: Map<number, 'outcome' | 'output'> };

function toItem(kind: ItemKind, row: ItemRow, context: ItemContext): FrameworkItem {
  const children = context.counts.children.get(row.id) ?? {};
  switch (kind) {
    case 'outcome':
      return {
        ...base(row),
        objective_id: filled(row.objective_id, 'objective_id', row),
        outputs_count: children.output ?? 0,
        indicators_count: children.indicator ?? 0,
      };
    case 'output':
      return {
        ...base(row),
        outcome_id: filled(row.parent_id, 'parent_id', row),
        activities_count: children.activity ?? 0,
        indicators_count: children.indicator ?? 0,
      };
    case 'indicator': {
      const resultId = filled(row.parent_id, 'parent_id', row);
      return {
        ...base(row),
        result_id: resultId,
        result_kind: context.resultKinds.get(resultId) ?? 'output',
        unit: filled(row.unit, 'unit', row),
        baseline: filled(row.baseline, 'baseline', row),
        target: filled(row.target, 'target', row),
        frequency: filled(row.frequency, 'frequency', row) as ReportingFrequency,
        verification_method_id: filled(row.verification_method_id, 'verification_method_id', row),
        disaggregation: row.disaggregation,
      };
    }
    case 'activity':
      return { ...base(row), output_id: filled(row.parent_id, 'parent_id', row), responsible: row.responsible, start_date: row.start_date, end_date: row.end_date };
    case 'verification_method':
      return {
        ...base(row),
        source: filled(row.source, 'source', row),
        responsible: row.responsible,
        indicators_count: context.counts.verifications.get(row.id) ?? 0,
      };
    case 'monitoring':
      return {
        ...base(row),
        method: filled(row.method, 'method', row) as MonitoringMethod,
        frequency: filled(row.frequency, 'frequency', row) as ReportingFrequency,
        responsible: filled(row.responsible, 'responsible', row),
      };
    case 'risk': {
      const likelihood = filled(row.likelihood, 'likelihood', row);
      const impact = filled(row.impact, 'impact', row);
      return {
        ...base(row),
        category: filled(row.category, 'category', row) as RiskCategory,
        likelihood,
        impact,
        ...riskFigures(likelihood, impact),
        response_strategy: filled(row.response_strategy, 'response_strategy', row) as ResponseStrategy,
        mitigation: filled(row.mitigation, 'mitigation', row),
        owner: row.owner,
        isMaterialized: row.is_materialized === 1,
      };
    }
  }
}

/** The kind's items of one program, ordered by code. */
export async function loadItems(db: Db, donorId: number, programId: number, kind: FrameworkKind): Promise<FrameworkItem[]> {
  const counts = await dependentCounts(db, programId);
  if (kind === 'objective') {
    const [rows, citations] = await Promise.all([listObjectiveRows(db, programId), objectiveCitations(db, donorId, programId)]);
    return rows.map((row) => toObjective(row, counts, citations)).toSorted(byCode);
  }
  const rows = await listItemRows(db, programId, kind);
  const resultKinds = new Map<number, 'outcome' | 'output'>();
  if (kind === 'indicator') {
    for (const resultKind of ['outcome', 'output'] as const) {
      for (const result of await listItemRows(db, programId, resultKind)) resultKinds.set(result.id, resultKind);
    }
  }
  return rows.map((row) => toItem(kind, row, { counts, resultKinds })).toSorted(byCode);
}

export async function loadItem(db: Db, donorId: number, programId: number, kind: FrameworkKind, id: number): Promise<FrameworkItem | null> {
  return (await loadItems(db, donorId, programId, kind)).find((item) => item.id === id) ?? null;
}
