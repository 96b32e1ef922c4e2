import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveMonthInputSchema,
  MONTHLY_REPORT_FIELDS,
  monthListSchema,
  monthlyReportSchema,
  monthPathSchema,
  RECEIPT_MAX_BYTES,
  returnMonthInputSchema,
  STORY_PHOTO_MAX_BYTES,
} from '#contract/monthly-reports';
import { idParam } from '#contract/validation';
import { signedIn, signedInPartner } from '../../platform/auth';
import { tagWithVersion } from '../../platform/entity-tags';
import { actionHeadersSchema, performAction, scheduleAnswerPurge } from '../../platform/idempotency';
import { readMonthForm } from './month-form';
import { partnerMonth, saveMonth, submitMonth } from './partner-months';
import { scheduleMonthReminders } from './reminders';
import { approveMonth, returnMonth, staffMonth, staffMonthList } from './staff-months';

const tags = ['Monthly reports'];
const month = { 200: monthlyReportSchema };
const ACTION_NOTE =
  'An action (docs/decisions/052-idempotent-actions.md, 202-monthly-reports.md): optional Idempotency-Key (uuid) and If-Match (the ' +
  'month’s version, 0 for a month never saved); answers the month as it now is, 412 { Message, current } on a stale version. The month ' +
  'must lie between the project’s start and end and have begun (400 min / max on `month`).';
const REVIEW_NOTE =
  `${ACTION_NOTE} Needs manage_grants and the caller among the users in charge of the project’s proposal or grant (403 notInCharge); ` +
  'another funder’s project, or a month the organisation has not submitted, answers 404; 409 monthNotSubmitted unless it is waiting for review.';

/**
 * A project reported month by month (issue 14 items 2 and 3): the organisation reads, saves and submits its months
 * under PartnerProject/{id}/MonthlyReport (contract/partner-paths.ts); the funder's staff read them and review them
 * under DonorProject/{id}/MonthlyReport (contract/api-paths.ts).
 */
export const monthlyReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const own = { access: { partner: 'member', entity: 'project' } } as const;
  const admin = { access: { partner: 'admin', entity: 'project' } } as const;
  const read = { access: { entity: 'project' } } as const;
  const review = { access: { permission: 'manage_grants', entity: 'project', inCharge: true } } as const;
  const headers = actionHeadersSchema;
  scheduleAnswerPurge(app);
  scheduleMonthReminders(app);

  // The organisation's side.
  app.get(
    '/PartnerProject/:id/MonthlyReport/:month',
    {
      preSerialization: tagWithVersion,
      config: own,
      schema: { tags, params: monthPathSchema, response: month, description: 'A month of the project: what was written, or the plan to write against (version 0).' },
    },
    (request) => partnerMonth(portal, signedInPartner(request), request.params.id, request.params.month),
  );
  app.put(
    '/PartnerProject/:id/MonthlyReport/:month',
    {
      config: own,
      schema: {
        tags,
        headers,
        params: monthPathSchema,
        consumes: ['application/json', 'multipart/form-data'],
        response: month,
        description:
          `${ACTION_NOTE} The whole month (contract monthlyReportInputSchema) as JSON, or multipart with the JSON in \`${MONTHLY_REPORT_FIELDS.report}\` ` +
          `and each new file in the field an entry names as { upload: name }: receipts PDF, DOCX, PNG or JPEG of at most ${RECEIPT_MAX_BYTES} bytes, ` +
          `story photos PNG or JPEG of at most ${STORY_PHOTO_MAX_BYTES} bytes. 400 notInPlan, outsideMonth, breakdownTotal, storyLanguage; ` +
          '409 monthLocked once submitted or approved.',
      },
    },
    async (request, reply) => {
      // The whole form is read first (the stream must be consumed either way); files are only written by the action.
      const form = await readMonthForm(request);
      return performAction(request, reply, (trx, action) =>
        saveMonth(trx, signedInPartner(request), portal.files, request.params.id, request.params.month, form, action),
      );
    },
  );
  app.post(
    '/PartnerProject/:id/MonthlyReport/:month/Submit',
    {
      config: admin,
      schema: {
        tags,
        headers,
        params: monthPathSchema,
        response: month,
        description: `${ACTION_NOTE} The organisation's admin submits a saved draft or a corrected returned month (409 wrongStatus for a month never saved, monthLocked once submitted).`,
      },
    },
    (request, reply) => performAction(request, reply, (trx, action) => submitMonth(trx, signedInPartner(request), request.params.id, request.params.month, action)),
  );

  // The funder's side.
  app.get(
    '/DonorProject/:id/MonthlyReport',
    { config: read, schema: { tags, params: idParam, response: { 200: monthListSchema }, description: 'Every reportable month of the project, newest first, with its status.' } },
    (request) => staffMonthList(portal, signedIn(request), request.params.id),
  );
  app.get(
    '/DonorProject/:id/MonthlyReport/:month',
    {
      preSerialization: tagWithVersion,
      config: read,
      schema: { tags, params: monthPathSchema, response: month, description: 'A submitted, returned or approved month (a draft is the organisation’s own: 404).' },
    },
    (request) => staffMonth(portal, signedIn(request), request.params.id, request.params.month),
  );
  app.post(
    '/DonorProject/:id/MonthlyReport/:month/Approve',
    { config: review, schema: { tags, headers, params: monthPathSchema, body: approveMonthInputSchema, response: month, description: `${REVIEW_NOTE} Applies the month to the follow-up.` } },
    (request, reply) =>
      performAction(request, reply, (trx, action) => approveMonth(trx, signedIn(request), request.params.id, request.params.month, request.body, action)),
  );
  app.post(
    '/DonorProject/:id/MonthlyReport/:month/Return',
    {
      config: review,
      schema: { tags, headers, params: monthPathSchema, body: returnMonthInputSchema, response: month, description: `${REVIEW_NOTE} At least one comment, each on the month or one of its items.` },
    },
    (request, reply) =>
      performAction(request, reply, (trx, action) => returnMonth(trx, signedIn(request), request.params.id, request.params.month, request.body, action)),
  );
};
