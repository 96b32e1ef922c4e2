import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '#contract/api-paths';
import { inviteUserSchema, resendInvitationSchema, userSchema } from '#contract/users';
import { signedIn } from '../../platform/auth';
import { withinLimit } from '../../platform/rate-limits';
import { inviteUser, resendInvitation } from './service';

const tags = ['Users'];

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  const manageUsers = { access: { permission: 'manage_users' } } as const;

  app.post(apiPaths.invitedUser.invite, { config: manageUsers, schema: { tags, body: inviteUserSchema, response: { 200: userSchema } } }, (request) =>
    inviteUser(portal, signedIn(request), request.body, request.log),
  );

  app.post(
    apiPaths.invitedUser.resend,
    { config: manageUsers, schema: { tags, body: resendInvitationSchema, response: { 200: userSchema } } },
    async (request) => {
      // Mails one mailbox receives: a few per quarter hour, whoever asks (decision 160).
      await withinLimit(portal.limits.mailsByRecipient, `invitation|${request.body.user_id}`);
      return resendInvitation(portal, signedIn(request), request.body.user_id, request.log);
    },
  );
};
