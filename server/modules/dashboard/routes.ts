import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '#contract/api-paths';
import {
  dashboardBeneficiariesSchema,
  dashboardQuerySchema,
  dashboardSpendingTimelineSchema,
  dashboardStatusTimelineSchema,
  dashboardTotalsSchema,
} from '#contract/dashboard';
import { signedIn } from '../../platform/auth';
import { dashboardBeneficiaries } from './beneficiaries';
import { dashboardSpendingTimeline, dashboardStatusTimeline } from './timelines';
import { dashboardTotals } from './totals';

const tags = ['Dashboard'];
const description =
  'The caller’s funder only. Optional filters: from, to (YYYY-MM, both included), grant_id, program_id (the grants targeting that initiative), ' +
  'country_id. Money per currency, never added across currencies.';

/** The home dashboard (spec section 7, Dashboard): open to every staff member of the funder. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const querystring = dashboardQuerySchema;
  const staff = { access: 'staff' } as const;

  // One table of paths per place spec section 7 files the dashboard: /Dashboard/… and DonorProject/Dashboard/….
  for (const d of [apiPaths.dashboard, apiPaths.projectDashboard]) {
    app.get(d.totals, { config: staff, schema: { tags, description, querystring, response: { 200: dashboardTotalsSchema } } }, (request) =>
      dashboardTotals(portal, signedIn(request), request.query),
    );
    app.get(d.statusTimeline, { config: staff, schema: { tags, description, querystring, response: { 200: dashboardStatusTimelineSchema } } }, (request) =>
      dashboardStatusTimeline(portal, signedIn(request), request.query),
    );
    app.get(d.spendingTimeline, { config: staff, schema: { tags, description, querystring, response: { 200: dashboardSpendingTimelineSchema } } }, (request) =>
      dashboardSpendingTimeline(portal, signedIn(request), request.query),
    );
    app.get(d.beneficiaries, { config: staff, schema: { tags, description, querystring, response: { 200: dashboardBeneficiariesSchema } } }, (request) =>
      dashboardBeneficiaries(portal, signedIn(request), request.query),
    );
  }
};
