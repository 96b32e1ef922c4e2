import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchLogSchema,
  batchStatusInputSchema,
  budgetLineDetailsSchema,
  deletedSchema,
  indicatorDetailsSchema,
  indicatorTrackingSchema,
  PROGRESS_REPORT_FIELDS,
  PROGRESS_REPORT_MAX_BYTES,
  progressReportReviewInputSchema,
  progressReportSchema,
  projectBatchesInputSchema,
  projectInstallmentsSchema,
  projectOverviewSchema,
  projectReportSchema,
  projectRiskQuerySchema,
  projectRisksSchema,
  reportPeriodQuerySchema,
  spendingTrackingSchema,
  trackingMonthQuerySchema,
  workplanDetailsSchema,
  workplanTrackingSchema,
} from '#contract/project-tracking';
import { idParam } from '#contract/validation';
import { signedIn } from '../../platform/auth';
import { tagWithVersion } from '../../platform/entity-tags';
import { actionHeadersSchema, performAction, scheduleAnswerPurge } from '../../platform/idempotency';
import { localeFromHeader } from '../../platform/locale';
import { attachmentDisposition, XLSX_CONTENT_TYPE } from '../proposals/risk-export';
import { indicatorDetails, indicatorTracking } from './indicators';
import { batchLogs, projectBatches, setBatchStatus, setProjectBatches } from './installments';
import { projectOverview } from './overview';
import { addProgressReport, deleteProgressReport, progressReports, readProgressReportForm, reviewProgressReport } from './progress-reports';
import { buildProjectReport } from './report';
import { projectReportExport } from './report-export';
import { projectRisks } from './risks';
import { budgetLineDetails, spendingTracking } from './spending';
import { workplanDetails, workplanTracking } from './workplan';

const tags = ['Project tracking'];
const lineParams = z.object({ id: z.coerce.number().int().positive(), lineId: z.coerce.number().int().positive() });
const reportParams = z.object({ id: z.coerce.number().int().positive(), reportId: z.coerce.number().int().positive() });
const batchParams = z.object({ id: z.coerce.number().int().positive(), batchId: z.coerce.number().int().positive() });
const ACTION_NOTE =
  'An action (docs/decisions/052-idempotent-actions.md): optional Idempotency-Key (uuid). Needs manage_grants and the caller among the ' +
  'users in charge of the project’s proposal or grant (403 notInCharge); another funder’s project answers 404.';
const VERSIONED_NOTE = `${ACTION_NOTE} If-Match: the project’s version (412 { Message, current } when stale); 409 once the project no longer runs.`;

/**
 * DonorProject by project (spec section 7): the follow-up pages' reads, open to every staff member of the funder,
 * and its changes (progress reports, installments), each an action.
 */
export const projectTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const read = { access: { entity: 'project' } } as const;
  const write = { access: { permission: 'manage_grants', entity: 'project', inCharge: true } } as const;
  const headers = actionHeadersSchema;
  scheduleAnswerPurge(app);

  app.get('/DonorProject/:id/Overview', { preSerialization: tagWithVersion, config: read, schema: { tags, params: idParam, response: { 200: projectOverviewSchema } } }, (request) =>
    projectOverview(portal, signedIn(request), request.params.id),
  );
  app.get(
    '/DonorProject/:id/Report',
    { config: read, schema: { tags, params: idParam, querystring: reportPeriodQuerySchema, response: { 200: projectReportSchema } } },
    (request) => buildProjectReport(portal, signedIn(request), request.params.id, request.query),
  );
  app.get(
    '/DonorProject/:id/Report/export',
    {
      config: read,
      schema: {
        tags,
        params: idParam,
        querystring: reportPeriodQuerySchema,
        produces: [XLSX_CONTENT_TYPE],
        description:
          'The project report as an .xlsx download (sheets Summary, Budget, Installments, Indicators, Workplan, Risks, Reports; with ' +
          '`from` and `to`, also Period, Period indicators and Period activities), in the language of Accept-Language (en or ar; ' +
          'right to left in Arabic).',
      },
    },
    async (request, reply) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      const { fileName, content } = await projectReportExport(portal, signedIn(request), request.params.id, locale, request.query);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('Content-Disposition', attachmentDisposition(fileName))
        .header('Cache-Control', 'no-store')
        .send(content);
    },
  );

  app.get('/DonorProject/:id/indicatorTracking', { config: read, schema: { tags, params: idParam, response: { 200: indicatorTrackingSchema } } }, (request) =>
    indicatorTracking(portal, signedIn(request), request.params.id),
  );
  app.get(
    '/DonorProject/:id/indicatorTracking/details',
    { config: read, schema: { tags, params: idParam, querystring: trackingMonthQuerySchema, response: { 200: indicatorDetailsSchema } } },
    (request) => indicatorDetails(portal, signedIn(request), request.params.id, request.query.month),
  );
  app.get('/DonorProject/:id/WorkPlanTracking', { config: read, schema: { tags, params: idParam, response: { 200: workplanTrackingSchema } } }, (request) =>
    workplanTracking(portal, signedIn(request), request.params.id),
  );
  app.get(
    '/DonorProject/:id/WorkPlanTracking/details',
    { config: read, schema: { tags, params: idParam, querystring: trackingMonthQuerySchema, response: { 200: workplanDetailsSchema } } },
    (request) => workplanDetails(portal, signedIn(request), request.params.id, request.query.month),
  );
  app.get('/DonorProject/:id/SpendingTracking', { config: read, schema: { tags, params: idParam, response: { 200: spendingTrackingSchema } } }, (request) =>
    spendingTracking(portal, signedIn(request), request.params.id),
  );
  app.get(
    '/DonorProject/:id/SpendingTracking/:lineId',
    { config: read, schema: { tags, params: lineParams, response: { 200: budgetLineDetailsSchema } } },
    (request) => budgetLineDetails(portal, signedIn(request), request.params.id, request.params.lineId),
  );
  app.get(
    '/DonorProject/:id/Risks',
    { config: read, schema: { tags, params: idParam, querystring: projectRiskQuerySchema, response: { 200: projectRisksSchema } } },
    (request) => projectRisks(portal, signedIn(request), request.params.id, request.query),
  );

  app.get('/DonorProject/:id/ProgressReport', { config: read, schema: { tags, params: idParam, response: { 200: z.array(progressReportSchema) } } }, (request) =>
    progressReports(portal, signedIn(request), request.params.id),
  );
  app.post(
    '/DonorProject/:id/ProgressReport',
    {
      config: write,
      schema: {
        tags,
        headers,
        params: idParam,
        consumes: ['multipart/form-data'],
        response: { 200: progressReportSchema },
        description:
          `${ACTION_NOTE} Multipart: \`${PROGRESS_REPORT_FIELDS.file}\` (PDF, DOCX, PNG or JPEG, at most ${PROGRESS_REPORT_MAX_BYTES} bytes), ` +
          '`title`, `kind` (narrative or financial), `period_start` and `period_end` (YYYY-MM-DD, inside the project period).',
      },
    },
    async (request, reply) => {
      // The whole form is read first (the stream must be consumed either way); the file is only written by the action.
      const form = await readProgressReportForm(request);
      return performAction(request, reply, (trx) => addProgressReport(trx, signedIn(request), portal.files, request.params.id, form));
    },
  );
  app.delete(
    '/DonorProject/:id/ProgressReport/:reportId',
    { config: write, schema: { tags, headers, params: reportParams, response: { 200: deletedSchema }, description: ACTION_NOTE } },
    (request, reply) =>
      performAction(request, reply, (trx) => deleteProgressReport(trx, signedIn(request), request.params.id, request.params.reportId)),
  );

  app.put(
    '/DonorProject/:id/ProgressReport/:reportId/Review',
    {
      config: write,
      schema: {
        tags,
        headers,
        params: reportParams,
        body: progressReportReviewInputSchema,
        response: { 200: progressReportSchema },
        description: `${ACTION_NOTE} Accept a progress report the organisation submitted, or return it with a comment (409 wrongStatus unless submitted).`,
      },
    },
    (request, reply) =>
      performAction(request, reply, (trx) => reviewProgressReport(trx, signedIn(request), request.params.id, request.params.reportId, request.body)),
  );

  app.get('/DonorProject/:id/ExpenditureBatch', { preSerialization: tagWithVersion, config: read, schema: { tags, params: idParam, response: { 200: projectInstallmentsSchema } } }, (request) =>
    projectBatches(portal, signedIn(request), request.params.id),
  );
  app.post(
    '/DonorProject/:id/ExpenditureBatch',
    {
      config: write,
      schema: {
        tags,
        headers,
        params: idParam,
        body: projectBatchesInputSchema,
        response: { 200: projectInstallmentsSchema },
        description: `${VERSIONED_NOTE} The body is the whole list ([{ id?, title, percent }], totalling 100); approved or transferred installments keep their percent (409 installmentLocked).`,
      },
    },
    (request, reply) =>
      performAction(request, reply, (trx, action) => setProjectBatches(trx, signedIn(request), request.params.id, request.body, action)),
  );
  app.put(
    '/DonorProject/:id/ExpenditureBatch/:batchId/Status',
    {
      config: write,
      schema: {
        tags,
        headers,
        params: batchParams,
        body: batchStatusInputSchema,
        response: { 200: projectInstallmentsSchema },
        description:
          `${VERSIONED_NOTE} Approve, reject or negotiate a request, and/or transfer an approved installment (409 wrongStatus otherwise), ` +
          'with the transfer’s date (default today, never in the future) and reference; logged, and the organisation hears of it.',
      },
    },
    (request, reply) =>
      performAction(request, reply, (trx, action) =>
        setBatchStatus(trx, signedIn(request), request.params.id, request.params.batchId, request.body, action),
      ),
  );
  app.get('/DonorProject/:id/ExpenditureBatchLog', { config: read, schema: { tags, params: idParam, response: { 200: z.array(batchLogSchema) } } }, (request) =>
    batchLogs(portal, signedIn(request), request.params.id),
  );
  app.get(
    '/DonorProject/:id/ExpenditureBatchLog/:batchId',
    { config: read, schema: { tags, params: batchParams, response: { 200: z.array(batchLogSchema) } } },
    (request) => batchLogs(portal, signedIn(request), request.params.id, request.params.batchId),
  );
};
