import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerPaths } from '#contract/partner';
import {
  INSTALLMENT_REQUEST_FIELDS,
  installmentReceivedInputSchema,
  partnerProjectListQuerySchema,
  partnerProjectPageSchema,
  partnerProjectWorkspaceSchema,
  riskReviewInputSchema,
  workspaceInstallmentsSchema,
} from '#contract/partner-projects';
import { INSTALLMENT_FILE_MAX_BYTES, INSTALLMENT_REQUEST_MAX_FILES, PROGRESS_REPORT_FIELDS, PROGRESS_REPORT_MAX_BYTES, progressReportSchema, projectRiskSchema } from '#contract/project-tracking';
import { idParam } from '#contract/validation';
import { signedInPartner } from '../../platform/auth';
import { actionHeadersSchema, performAction, scheduleAnswerPurge } from '../../platform/idempotency';
import { readProgressReportForm } from '../project-tracking/progress-reports';
import { confirmInstallmentReceived, readInstallmentRequestForm, requestInstallment } from './installment-actions';
import { uploadProgressReport } from './progress-report-actions';
import { reviewRisk } from './risk-review';
import { partnerProjectsPage } from './service';
import { projectWorkspace } from './workspace';

const tags = ['Partner projects'];
const ACTION_NOTE =
  'An action (docs/decisions/052-idempotent-actions.md): optional Idempotency-Key (uuid). Another organisation’s project answers 404; ' +
  '409 wrongStatus once the project no longer runs.';
const batchParams = z.object({ id: z.coerce.number().int().positive(), batchId: z.coerce.number().int().positive() });
const riskParams = z.object({ id: z.coerce.number().int().positive(), riskId: z.coerce.number().int().positive() });

/**
 * The organisation's projects (issue 13 item 1) and the workspace of each (issue 14 items 1, 4, 5 and 6,
 * docs/decisions/206-project-workspace.md): the plan and what is due, installment requests and receipts, progress
 * reports, risk reviews. Asking for money and confirming it arrived are the admin's (decision 182); any user writes.
 */
export const partnerProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const own = { access: { partner: 'member', entity: 'project' } } as const;
  const admin = { access: { partner: 'admin', entity: 'project' } } as const;
  const headers = actionHeadersSchema;
  scheduleAnswerPurge(app);

  app.get(
    partnerPaths.projects.list,
    {
      config: { access: 'partner' },
      schema: {
        tags,
        querystring: partnerProjectListQuerySchema,
        response: { 200: partnerProjectPageSchema },
        description: "The caller's organisation's projects: what its accepted proposals became, with their installments counted.",
      },
    },
    (request) => partnerProjectsPage(portal, signedInPartner(request), request.query),
  );

  app.get(
    '/PartnerProject/:id',
    {
      config: own,
      schema: {
        tags,
        params: idParam,
        response: { 200: partnerProjectWorkspaceSchema },
        description: 'The workspace: the plan agreed at acceptance with the approved figures, the installments with their log, the risks, the progress reports, and what is due when.',
      },
    },
    (request) => projectWorkspace(portal, signedInPartner(request), request.params.id),
  );

  app.post(
    '/PartnerProject/:id/InstallmentRequest',
    {
      config: admin,
      schema: {
        tags,
        headers,
        params: idParam,
        consumes: ['multipart/form-data'],
        response: { 200: workspaceInstallmentsSchema },
        description:
          `${ACTION_NOTE} Multipart: \`${INSTALLMENT_REQUEST_FIELDS.batchId}\`, \`${INSTALLMENT_REQUEST_FIELDS.justification}\` and up to ` +
          `${INSTALLMENT_REQUEST_MAX_FILES} \`${INSTALLMENT_REQUEST_FIELDS.files}\` (PDF, DOCX, PNG or JPEG, at most ${INSTALLMENT_FILE_MAX_BYTES} bytes each). ` +
          'Only the next installment in order that nobody has requested (409 installmentNotNext, installmentAlreadyRequested).',
      },
    },
    async (request, reply) => {
      // The whole form is read first (the stream must be consumed either way); the files are only written by the action.
      const form = await readInstallmentRequestForm(request);
      return performAction(request, reply, (trx) => requestInstallment(trx, signedInPartner(request), portal.files, request.params.id, form));
    },
  );

  app.post(
    '/PartnerProject/:id/ExpenditureBatch/:batchId/Received',
    {
      config: admin,
      schema: {
        tags,
        headers,
        params: batchParams,
        body: installmentReceivedInputSchema,
        response: { 200: workspaceInstallmentsSchema },
        description: `${ACTION_NOTE} The money of a transferred installment arrived (409 installmentNotTransferred before the transfer, wrongStatus when already confirmed).`,
      },
    },
    (request, reply) =>
      performAction(request, reply, (trx) =>
        confirmInstallmentReceived(trx, signedInPartner(request), request.params.id, request.params.batchId, request.body.note),
      ),
  );

  app.post(
    '/PartnerProject/:id/ProgressReport',
    {
      config: own,
      schema: {
        tags,
        headers,
        params: idParam,
        consumes: ['multipart/form-data'],
        response: { 200: progressReportSchema },
        description:
          `${ACTION_NOTE} Multipart: \`${PROGRESS_REPORT_FIELDS.file}\` (PDF, DOCX, PNG or JPEG, at most ${PROGRESS_REPORT_MAX_BYTES} bytes), ` +
          '`title`, `kind` (narrative or financial), `period_start` and `period_end` (YYYY-MM-DD, inside the project period), and ' +
          `optionally \`${PROGRESS_REPORT_FIELDS.replaces}\`: the returned report this one corrects.`,
      },
    },
    async (request, reply) => {
      const form = await readProgressReportForm(request);
      return performAction(request, reply, (trx) => uploadProgressReport(trx, signedInPartner(request), portal.files, request.params.id, form));
    },
  );

  app.put(
    '/PartnerProject/:id/Risk/:riskId',
    {
      config: own,
      schema: {
        tags,
        headers,
        params: riskParams,
        body: riskReviewInputSchema,
        response: { 200: projectRiskSchema },
        description: `${ACTION_NOTE} If-Match: the risk's version (412 { Message, current } when stale). The organisation's review of one risk.`,
      },
    },
    (request, reply) => performAction(request, reply, (trx, action) => reviewRisk(trx, signedInPartner(request), request.params.id, request.params.riskId, request.body, action)),
  );
};
