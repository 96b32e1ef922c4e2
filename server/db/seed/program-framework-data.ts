import type { Insertable, Kysely } from 'kysely';
import type { ProgramFrameworkItemTable } from '../program-framework-schema';
import type { Database } from '../schema';
import { DEMO_FUNDERS } from './demo-data';
import { PROGRAM_FRAMEWORKS, type SeedIndicator, type SeedOutput } from './program-framework-texts';

type Db = Kysely<Database>;

/** The first and the last day of a month counted from January of `year` (13 is next January). */
function monthBounds(year: number, month: number): { first: string; last: string } {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const last = new Date(Date.UTC(year, month, 0));
  return { first: first.toISOString().slice(0, 10), last: last.toISOString().slice(0, 10) };
}

/**
 * Fills each demo program's results framework (program-framework-texts.ts): codes and descriptions on the objectives
 * that demo-program-details.ts wrote, then verification methods, outcomes with their indicators, outputs with
 * theirs and their activities, the monitoring-and-evaluation plan and the risk register. Runs after
 * seedDemoProgramDetails and before the proposals, whose logical frameworks then cite these objectives.
 */
export async function seedDemoProgramFrameworks(db: Db): Promise<void> {
  const year = new Date().getUTCFullYear();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const funder of DEMO_FUNDERS) {
      const author = funder.users[0]?.email;
      const authorRow = author ? await trx.selectFrom('users').select('id').where('email', '=', author).executeTakeFirst() : undefined;
      for (const seeded of funder.programs) {
        const framework = PROGRAM_FRAMEWORKS[seeded.reference_id];
        const program = await trx.selectFrom('programs').select('id').where('reference_id', '=', seeded.reference_id).executeTakeFirst();
        if (!framework || !program) continue;
        const programId = program.id;
        const createdBy = authorRow?.id ?? null;

        const objectives = await trx
          .selectFrom('program_objectives')
          .select('id')
          .where('program_id', '=', programId)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        for (const [index, details] of framework.objectives.entries()) {
          const objective = objectives[index];
          if (objective) {
            await trx
              .updateTable('program_objectives')
              .set({ code: details.code, description: details.description ?? null })
              .where('id', '=', objective.id)
              .execute();
          }
        }

        const insert = async (values: Insertable<ProgramFrameworkItemTable>) =>
          (await trx.insertInto('program_framework_items').values(values).returning('id').executeTakeFirstOrThrow()).id;
        const common = { program_id: programId, created_by: createdBy, created_at: now };

        const methods = new Map<string, number>();
        for (const method of framework.verificationMethods) {
          const id = await insert({
            ...common,
            kind: 'verification_method',
            code: method.code,
            title: method.title,
            description: method.description ?? null,
            source: method.source,
            responsible: method.responsible ?? null,
          });
          methods.set(method.code, id);
        }

        const addIndicators = async (parentId: number, indicators: SeedIndicator[]) => {
          for (const indicator of indicators) {
            const methodId = methods.get(indicator.method);
            if (methodId === undefined) throw new Error(`${seeded.reference_id} ${indicator.code}: no verification method ${indicator.method}`);
            await insert({
              ...common,
              kind: 'indicator',
              code: indicator.code,
              title: indicator.title,
              parent_id: parentId,
              unit: indicator.unit,
              baseline: indicator.baseline,
              target: indicator.target,
              frequency: indicator.frequency,
              verification_method_id: methodId,
              disaggregation: indicator.disaggregation ?? null,
            });
          }
        };
        const addOutput = async (outcomeId: number, output: SeedOutput) => {
          const outputId = await insert({ ...common, kind: 'output', code: output.code, title: output.title, parent_id: outcomeId });
          await addIndicators(outputId, output.indicators);
          for (const activity of output.activities) {
            await insert({
              ...common,
              kind: 'activity',
              code: activity.code,
              title: activity.title,
              parent_id: outputId,
              responsible: activity.responsible ?? null,
              start_date: monthBounds(year, activity.months[0]).first,
              end_date: monthBounds(year, activity.months[1]).last,
            });
          }
        };

        for (const outcome of framework.outcomes) {
          const objective = objectives[outcome.objective];
          if (!objective) throw new Error(`${seeded.reference_id} ${outcome.code}: no objective ${outcome.objective}`);
          const outcomeId = await insert({
            ...common,
            kind: 'outcome',
            code: outcome.code,
            title: outcome.title,
            description: outcome.description ?? null,
            objective_id: objective.id,
          });
          await addIndicators(outcomeId, outcome.indicators);
          for (const output of outcome.outputs) await addOutput(outcomeId, output);
        }

        for (const entry of framework.monitoring) {
          await insert({
            ...common,
            kind: 'monitoring',
            code: entry.code,
            title: entry.title,
            description: entry.description ?? null,
            method: entry.method,
            frequency: entry.frequency,
            responsible: entry.responsible,
          });
        }

        for (const risk of framework.risks) {
          await insert({
            ...common,
            kind: 'risk',
            code: risk.code,
            title: risk.title,
            description: risk.description ?? null,
            category: risk.category,
            likelihood: risk.likelihood,
            impact: risk.impact,
            response_strategy: risk.strategy,
            mitigation: risk.mitigation,
            owner: risk.owner ?? null,
            is_materialized: risk.materialized ? 1 : 0,
          });
        }

        // Written once by the programme team: the first version of the framework.
        await trx.updateTable('programs').set({ framework_version: 1 }).where('id', '=', programId).execute();
      }
    }
  });
}
