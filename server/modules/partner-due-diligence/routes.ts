import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerPaths } from '#contract/partner';
import { DUE_DILIGENCE_MAX_BYTES, DUE_DILIGENCE_UPLOAD_FIELDS, dueDiligenceTypeOptionSchema, partnerDueDiligenceSchema } from '#contract/partner-due-diligence';
import { deletedSchema } from '#contract/project-tracking';
import { idParam } from '#contract/validation';
import { inTransaction } from '../../realtime/after-commit';
import { signedInPartner } from '../../platform/auth';
import { readDueDiligenceForm } from './upload-form';
import { addDueDiligenceDocument, deleteDueDiligenceDocument, dueDiligenceLibrary, dueDiligenceTypeOptions } from './service';

const tags = ['Partner organisation'];

/**
 * PartnerOrganisation/DueDiligence (issue 13 item 3): the organisation's eligibility library. Every user of the
 * organisation reads it; the organisation admin keeps it (docs/decisions/196-due-diligence-library.md).
 */
export const partnerDueDiligenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const { organisation } = partnerPaths;

  app.get(organisation.dueDiligences, { config: { access: 'partner' }, schema: { tags, response: { 200: z.array(partnerDueDiligenceSchema) } } }, (request) =>
    dueDiligenceLibrary(portal, signedInPartner(request)),
  );
  app.get(organisation.dueDiligenceTypes, { config: { access: 'partner' }, schema: { tags, response: { 200: z.array(dueDiligenceTypeOptionSchema) } } }, () =>
    dueDiligenceTypeOptions(portal),
  );
  app.post(
    organisation.dueDiligences,
    {
      config: { access: { partner: 'admin' } },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: partnerDueDiligenceSchema },
        description:
          `Organisation admin. Multipart: \`${DUE_DILIGENCE_UPLOAD_FIELDS.file}\` (PDF, DOCX, PNG or JPEG, at most ${DUE_DILIGENCE_MAX_BYTES} bytes), ` +
          '`type` (a due-diligence type id of any funder, GET PartnerOrganisation/DueDiligenceTypes), `issued_on` and optional ' +
          '`expires_on` (YYYY-MM-DD, after the issue date).',
      },
    },
    async (request) => {
      // The whole form is read first (the stream must be consumed either way); the file is written inside the transaction.
      const form = await readDueDiligenceForm(request);
      return inTransaction(portal.db, (trx) => addDueDiligenceDocument(trx, signedInPartner(request), portal.files, form));
    },
  );
  app.delete(
    '/PartnerOrganisation/DueDiligence/:id',
    {
      config: { access: { partner: 'admin', entity: 'dueDiligenceDocument' } },
      schema: {
        tags,
        params: idParam,
        response: { 200: deletedSchema },
        description: 'Organisation admin. Refused (400 related) while a proposal beyond draft holds the document; drafts let it go.',
      },
    },
    (request) => inTransaction(portal.db, (trx) => deleteDueDiligenceDocument(trx, signedInPartner(request), request.params.id)),
  );
};
