import type { Kysely } from 'kysely';
import { INSPIRE_MAX_INDICATORS, INSPIRE_MAX_STORIES, type Inspire, type InspireIndicator, type InspireQuery } from '#contract/inspire';
import type { IndicatorAggregation } from '#contract/project-tracking';
import type { Database } from '../../db/schema';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { projectInScope } from './repository';
import { listStories } from './service';

/**
 * GET DonorProject/Inspire (docs/decisions/208-inspire-and-featured-stories.md): the featured stories and the
 * results of the funder's projects in scope. People reached and indicator achievements are read from approved
 * months only, straight from the months' own rows, so nothing a month still under review says is shown.
 */

type Db = Kysely<Database>;

function projectsInScope(db: Db, donorId: number, query: InspireQuery) {
  return db
    .selectFrom('projects')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .where('projects.donor_id', '=', donorId)
    .where(projectInScope(query));
}

async function headlineFigures(db: Db, donorId: number, query: InspireQuery): Promise<Inspire['figures']> {
  const [portfolio, reached] = await Promise.all([
    projectsInScope(db, donorId, query)
      .select((eb) => [eb.fn.countAll<number | string>().as('projects'), eb.fn.count<number | string>('proposals.country_id').distinct().as('countries')])
      .executeTakeFirstOrThrow(),
    projectsInScope(db, donorId, query)
      .innerJoin('monthly_reports', 'monthly_reports.project_id', 'projects.id')
      .innerJoin('monthly_report_beneficiaries', 'monthly_report_beneficiaries.report_id', 'monthly_reports.id')
      .select((eb) => eb.fn.sum<number | string | null>('monthly_report_beneficiaries.count').as('people'))
      .where('monthly_reports.status', '=', 'approved')
      .executeTakeFirstOrThrow(),
  ]);
  return { people_reached: Number(reached.people ?? 0), projects: Number(portfolio.projects), countries: Number(portfolio.countries) };
}

function percentOf(achieved: number, target: number): number | null {
  return target > 0 ? Math.round((achieved / target) * 1000) / 10 : null;
}

/**
 * Each indicator of the projects in scope that an approved month measured: a `sum` indicator achieved the total of
 * its approved actuals, a `latest` one the level of its latest approved measure. Best progress first.
 */
async function indicatorResults(db: Db, donorId: number, query: InspireQuery): Promise<InspireIndicator[]> {
  const rows = await projectsInScope(db, donorId, query)
    .innerJoin('project_indicators', 'project_indicators.project_id', 'projects.id')
    .select([
      'project_indicators.id',
      'project_indicators.project_id',
      'proposals.title as project_title',
      'project_indicators.code',
      'project_indicators.title',
      'project_indicators.unit',
      'project_indicators.aggregation',
      'project_indicators.baseline',
      'project_indicators.target',
    ])
    .select((eb) => {
      const approvedActuals = () =>
        eb
          .selectFrom('monthly_report_indicators')
          .innerJoin('monthly_reports', 'monthly_reports.id', 'monthly_report_indicators.report_id')
          .where('monthly_reports.status', '=', 'approved')
          .where('monthly_report_indicators.actual', 'is not', null)
          .whereRef('monthly_report_indicators.indicator_id', '=', 'project_indicators.id');
      return [
        approvedActuals()
          .select((inner) => inner.fn.sum<number | string | null>('monthly_report_indicators.actual').as('total'))
          .as('total'),
        approvedActuals()
          .select('monthly_report_indicators.actual')
          .orderBy('monthly_reports.month', 'desc')
          .limit(1)
          .as('latest'),
      ];
    })
    .execute();
  return rows
    .filter((row) => row.latest !== null)
    .map((row) => {
      const aggregation = row.aggregation as IndicatorAggregation;
      const achieved = Number(aggregation === 'latest' ? row.latest : row.total);
      const target = Number(row.target);
      return {
        indicator_id: row.id,
        project_id: row.project_id,
        project_title: row.project_title,
        code: row.code,
        title: row.title,
        unit: row.unit,
        aggregation,
        baseline: Number(row.baseline),
        target,
        achieved,
        percent: percentOf(achieved, target),
      };
    })
    .toSorted((a, b) => (b.percent ?? -1) - (a.percent ?? -1) || a.project_title.localeCompare(b.project_title) || a.code.localeCompare(b.code))
    .slice(0, INSPIRE_MAX_INDICATORS);
}

export async function inspire(portal: PortalContext, staff: SignedInStaff, query: InspireQuery): Promise<Inspire> {
  const [figures, indicators, stories] = await Promise.all([
    headlineFigures(portal.db, staff.donorId, query),
    indicatorResults(portal.db, staff.donorId, query),
    listStories(portal.db, staff, { ...query, featured: true }, INSPIRE_MAX_STORIES),
  ]);
  return { figures, indicators, stories };
}
