import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationListQuerySchema, notificationListSchema, notificationPaths } from '#contract/notifications';
import { idParam } from '#contract/validation';
import { signedIn } from '../../platform/auth';
import { markAllNotificationsRead, markNotificationRead, notificationsPage } from './service';

const tags = ['Notifications'];

/** DonorNotification (spec section 7): the caller's own notifications only. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portal } = app;
  app.get(notificationPaths.list, { config: { access: 'staff' }, schema: { tags, querystring: notificationListQuerySchema, response: { 200: notificationListSchema } } }, (request) =>
    notificationsPage(portal, signedIn(request), request.query),
  );
  app.put('/DonorNotification/markAsRead/:id', { config: { access: { entity: 'notification' } }, schema: { tags, params: idParam, response: { 200: z.literal(true) } } }, (request) =>
    markNotificationRead(portal, signedIn(request), request.params.id),
  );
  app.put(notificationPaths.markAllAsRead, { config: { access: 'staff' }, schema: { tags, response: { 200: z.literal(true) } } }, (request) =>
    markAllNotificationsRead(portal, signedIn(request)),
  );
};
