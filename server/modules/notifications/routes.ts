import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationListQuerySchema, notificationListSchema, notificationPaths } from '#contract/notifications';
import { idParam } from '#contract/validation';
import { signedInAccount } from '../../platform/auth';
import { markAllNotificationsRead, markNotificationRead, notificationsPage } from './service';

const tags = ['Notifications'];

/** DonorNotification (spec section 7): the caller's own notifications only. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  app.get(notificationPaths.list, { config: { access: 'account' }, schema: { tags, querystring: notificationListQuerySchema, response: { 200: notificationListSchema } } }, (request) =>
    notificationsPage(portal, signedInAccount(request), request.query),
  );
  app.put('/DonorNotification/markAsRead/:id', { config: { access: { account: true, entity: 'notification' } }, schema: { tags, params: idParam, response: { 200: z.literal(true) } } }, (request) =>
    markNotificationRead(portal, signedInAccount(request), request.params.id),
  );
  app.put(notificationPaths.markAllAsRead, { config: { access: 'account' }, schema: { tags, response: { 200: z.literal(true) } } }, (request) =>
    markAllNotificationsRead(portal, signedInAccount(request)),
  );
};
