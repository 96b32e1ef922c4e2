import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ngoContactSchema } from '#contract/ngos';
import { partnerPaths } from '#contract/partner';
import {
  changeColleagueRoleSchema,
  inviteColleagueSchema,
  organisationContactInputSchema,
  organisationUserSchema,
  partnerOrganisationSchema,
  updatePartnerOrganisationSchema,
} from '#contract/partner-organisation';
import { deletedResponseSchema, uploadedImageSchema } from '#contract/responses';
import { idParam } from '#contract/validation';
import { signedInPartner } from '../../platform/auth';
import { readImageUpload } from '../../platform/images';
import {
  addContact,
  changeColleagueRole,
  changeContact,
  inviteColleague,
  organisationContacts,
  organisationOf,
  organisationUsers,
  removeColleague,
  removeContact,
  setOrganisationLogo,
  updateOrganisationProfile,
} from './service';

const tags = ['Partner organisation'];

/** The `:id` forms of partnerPaths.organisation.contact and .user, as Fastify registers them. */
const contactPath = '/PartnerOrganisation/Contacts/:id';
const userPath = '/PartnerOrganisation/Users/:id';

/**
 * PartnerOrganisation (issue 13 item 2): the caller's organisation, its contacts and its users. Every user of the
 * organisation reads; its admins change (docs/decisions/194-organisation-users.md).
 */
export const partnerOrganisationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const o = partnerPaths.organisation;
  const member = { access: 'partner' } as const;
  const admin = { access: { partner: 'admin' } } as const;

  app.get(o.one, { config: member, schema: { tags, response: { 200: partnerOrganisationSchema } } }, (request) => organisationOf(portal, signedInPartner(request)));
  app.put(o.one, { config: admin, schema: { tags, body: updatePartnerOrganisationSchema, response: { 200: partnerOrganisationSchema } } }, (request) =>
    updateOrganisationProfile(portal, signedInPartner(request), request.body),
  );
  app.post(
    o.logo,
    { config: admin, schema: { tags, consumes: ['multipart/form-data'], description: 'Multipart, field `file`: PNG, JPEG or BMP under 2,000,000 bytes.', response: { 200: uploadedImageSchema } } },
    async (request) => setOrganisationLogo(portal, signedInPartner(request), await readImageUpload(request)),
  );

  app.get(o.contacts, { config: member, schema: { tags, response: { 200: z.array(ngoContactSchema) } } }, (request) => organisationContacts(portal, signedInPartner(request)));
  app.post(o.contacts, { config: admin, schema: { tags, body: organisationContactInputSchema, response: { 200: ngoContactSchema } } }, (request) =>
    addContact(portal, signedInPartner(request), request.body),
  );
  const oneContact = { access: { partner: 'admin', entity: 'contact' } } as const;
  app.put(contactPath, { config: oneContact, schema: { tags, params: idParam, body: organisationContactInputSchema, response: { 200: ngoContactSchema } } }, (request) =>
    changeContact(portal, signedInPartner(request), request.params.id, request.body),
  );
  app.delete(contactPath, { config: oneContact, schema: { tags, params: idParam, response: { 200: deletedResponseSchema } } }, (request) =>
    removeContact(portal, signedInPartner(request), request.params.id),
  );

  app.get(o.users, { config: member, schema: { tags, response: { 200: z.array(organisationUserSchema) } } }, (request) => organisationUsers(portal, signedInPartner(request)));
  app.post(o.users, { config: admin, schema: { tags, body: inviteColleagueSchema, response: { 200: organisationUserSchema } } }, (request) =>
    inviteColleague(portal, signedInPartner(request), request.body, request.log),
  );
  const oneUser = { access: { partner: 'admin', entity: 'user' } } as const;
  app.put(userPath, { config: oneUser, schema: { tags, params: idParam, body: changeColleagueRoleSchema, response: { 200: organisationUserSchema } } }, (request) =>
    changeColleagueRole(portal, signedInPartner(request), request.params.id, request.body.role),
  );
  app.delete(userPath, { config: oneUser, schema: { tags, params: idParam, response: { 200: deletedResponseSchema } } }, (request) =>
    removeColleague(portal, signedInPartner(request), request.params.id),
  );
};
