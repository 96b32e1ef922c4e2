import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerPaths, partnerProfileSchema } from '#contract/partner';
import { partnerProfileInputSchema, registerOrganisationSchema } from '#contract/partner-organisation';
import { okResponseSchema } from '#contract/responses';
import { signedInPartner } from '../../platform/auth';
import { withinLimit } from '../../platform/rate-limits';
import { checkRegistration, registerOrganisation } from '../partner-organisation/registration';
import { partnerProfile, updatePartnerProfile } from './service';

const tags = ['Partner account'];

/** PartnerAccount (issue 13): the signed-in partner user and their organisation, for the partner shell and its guards. */
export const partnerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  app.get(partnerPaths.account.profile, { config: { access: 'partner' }, schema: { tags, response: { 200: partnerProfileSchema } } }, (request) =>
    partnerProfile(portal, signedInPartner(request)),
  );
  app.put(
    partnerPaths.account.profile,
    { config: { access: 'partner' }, schema: { tags, body: partnerProfileInputSchema, response: { 200: partnerProfileSchema } } },
    (request) => updatePartnerProfile(portal, signedInPartner(request), request.body),
  );

  // Public: an organisation signs up before it has any account (docs/decisions/192-organisation-registration.md).
  // Limited per client address and per mailbox like ForgotPassword, and answered alike whether the address has an
  // account or not; the organisation is created after the answer.
  app.post(
    partnerPaths.account.register,
    { config: { access: 'public' }, schema: { tags, body: registerOrganisationSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await withinLimit(portal.limits.resetMailsByAddress, `register|${request.ip}`);
      await withinLimit(portal.limits.mailsByRecipient, `register|${request.body.email}`);
      await checkRegistration(portal.db, request.body);
      const input = request.body;
      portal.background.run('organisation registration', () => registerOrganisation(portal, input, request.log));
      return { ok: true } as const;
    },
  );
};
