import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '#contract/api-paths';
import { NAME_MAX_LENGTH } from '#contract/constants';
import { proposalSchema, proposalStatusParam } from '#contract/proposals';
import { positiveId } from '#contract/validation';
import { signedIn } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { isGrantOfDonor } from './repository';
import { loadProposal } from './service';

const submitProposalSchema = z.object({
  grant_id: positiveId('grant'),
  /** Either spelling (underNegotiation or under_negotiation). */
  status: proposalStatusParam.default('submitted'),
  title: z.string().trim().min(1).max(NAME_MAX_LENGTH).optional(),
});

/**
 * Registered only with TEST_API=1 (server/config.ts), for the end-to-end suite: stands in for the organisations'
 * portal, which is where proposals really come from. Any signed-in staff member may submit a full demo proposal to
 * one of their funder's grants; another funder's grant answers 404. The seed code is loaded only when this is on.
 */
export const proposalTestingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const { submitDemoProposal } = await import('../../db/seed/proposals-data');

  app.post(
    apiPaths.testing.submitProposal,
    {
      config: { access: 'staff' },
      schema: {
        tags: ['Testing'],
        description: 'Test-only (TEST_API=1): submits a demo proposal with every page, documents, due diligences, risks and one organisation comment.',
        body: submitProposalSchema,
        response: { 200: proposalSchema },
      },
    },
    async (request) => {
      const staff = signedIn(request);
      const { grant_id: grantId, status, title } = request.body;
      if (!(await isGrantOfDonor(portal.db, staff.donorId, grantId))) throw notFound('grant');
      const id = await submitDemoProposal(portal.db, portal.files, { grantId, status, ...(title ? { title } : {}) });
      return loadProposal(portal.db, staff.donorId, id);
    },
  );
};
