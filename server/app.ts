import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '#contract/api-paths';
import { IMAGE_MAX_BYTES } from '#contract/constants';
import type { Config } from './config';
import type { PortalDatabase } from './db/database';
import { accountSetupRoutes } from './modules/account-setup/routes';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { tokenRoutes } from './modules/auth/token-routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { donorRoutes } from './modules/donor/routes';
import { fileRoutes } from './modules/files/routes';
import { grantRoutes } from './modules/grants/routes';
import { invitationRoutes } from './modules/invitations/routes';
import { ngoRoutes } from './modules/ngos/routes';
import { partnerAccountRoutes } from './modules/partner-account/routes';
import { partnerProjectRoutes } from './modules/partner-projects/routes';
import { partnerProposalRoutes } from './modules/partner-proposals/routes';
import { partnerOrganisationRoutes } from './modules/partner-organisation/routes';
import { partnerDueDiligenceRoutes } from './modules/partner-due-diligence/routes';
import { monthlyReportRoutes } from './modules/monthly-reports/routes';
import { negotiationRoutes } from './modules/negotiations/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { programFrameworkRoutes } from './modules/program-framework/routes';
import { programRoutes } from './modules/programs/routes';
import { projectTrackingRoutes } from './modules/project-tracking/routes';
import { projectRoutes } from './modules/projects/routes';
import { proposalRoutes } from './modules/proposals/routes';
import { proposalTestingRoutes } from './modules/proposals/testing-routes';
import { referenceRoutes } from './modules/reference/routes';
import { roleRoutes } from './modules/roles/routes';
import { storyRoutes } from './modules/stories/routes';
import { userRoutes } from './modules/users/routes';
import type { PortalApp, PortalContext } from './platform/app-context';
import { BackgroundTasks } from './platform/background-tasks';
import { checkDeclaredAccess, refuseRetiredAccessKeys } from './platform/access';
import { fileStorageFor } from './platform/file-storage';
import { requireSignedInStaff } from './platform/auth';
import { handleError } from './platform/error-handler';
import { fileMailer, smtpMailer, type Mailer } from './platform/mail';
import { registerOpenApi } from './platform/openapi';
import { counterStore, rateLimits } from './platform/rate-limits';
import { withRedactedRequests } from './platform/request-log';
import { contractSerializerCompiler } from './platform/response-serializer';
import { securityHeaders } from './platform/security-headers';
import { registerStaticSite } from './platform/static-site';
import { registerHub, type HubOptions } from './realtime/hub';

export type BuildAppOptions = {
  config: Config;
  database: PortalDatabase;
  /** Defaults to SMTP when SMTP_URL is set, else .eml files in DATA_DIR/mail. */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Keep-alive, timeouts and the Redis channel of the notification hub (tests shorten or isolate them). */
  hub?: HubOptions;
  /** Answers smaller than this go uncompressed; the server suites use 0 so that every answer they read is compressed. */
  compressThreshold?: number;
  /** The clock of the attempt limits and sessions (epoch ms); tests move it forward. */
  now?: () => number;
};

const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Builds the whole server in a fixed order: external plugins, then the app's own platform pieces, then the route
 * modules. Tests call this and use app.inject; main.ts calls it and listens.
 */
export async function buildApp(options: BuildAppOptions): Promise<PortalApp & { hasStaticShell: boolean }> {
  const { config, database } = options;
  const now = options.now ?? Date.now;
  const app = Fastify({ logger: withRedactedRequests(options.logger ?? false), trustProxy: config.trustProxy, bodyLimit: 1_048_576 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);

  // External plugins.
  // Staff work over slow field links: API answers are compressed on the fly (brotli at a light quality, so the
  // CPU cost stays small); the PWA's files are compressed once at build time and served as they are.
  await app.register(fastifyCompress, {
    threshold: options.compressThreshold ?? COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, { throwFileSizeLimit: false, limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10 } });
  await registerOpenApi(app);

  // The app's own platform.
  const portal: PortalContext = {
    db: database.db,
    dialect: database.dialect,
    config,
    mailer: options.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl) : fileMailer(join(config.dataDir, 'mail'), app.log)),
    files: fileStorageFor(config),
    limits: rateLimits(counterStore(database.db, config.redisUrl, app.log), now),
    now,
    background: new BackgroundTasks(app.log),
  };
  app.decorate('portal', portal);
  app.addHook('onClose', async () => {
    await portal.background.idle();
    await portal.limits.store.close?.();
  });
  app.decorateRequest('account', null);
  app.decorateRequest('staff', null);
  app.decorateRequest('partner', null);
  app.setErrorHandler(handleError);
  app.addHook('onRequest', securityHeaders(config.publicUrl));

  // Route modules.
  await registerHub(app, options.hub);
  await app.register(tokenRoutes);
  await app.register(
    async (api) => {
      api.addHook('onRoute', refuseRetiredAccessKeys);
      api.addHook('onRequest', requireSignedInStaff);
      api.addHook('preValidation', checkDeclaredAccess);
      await api.register(authRoutes);
      await api.register(accountSetupRoutes);
      await api.register(userRoutes);
      await api.register(invitationRoutes);
      await api.register(roleRoutes);
      await api.register(donorRoutes);
      await api.register(fileRoutes);
      await api.register(grantRoutes);
      await api.register(auditRoutes);
      await api.register(proposalRoutes);
      await api.register(negotiationRoutes);
      await api.register(partnerAccountRoutes);
      await api.register(partnerProposalRoutes);
      await api.register(partnerProjectRoutes);
      await api.register(partnerOrganisationRoutes);
      await api.register(partnerDueDiligenceRoutes);
      if (config.testApi) await api.register(proposalTestingRoutes);
      await api.register(referenceRoutes);
      await api.register(programRoutes);
      await api.register(programFrameworkRoutes);
      await api.register(notificationRoutes);
      await api.register(ngoRoutes);
      await api.register(projectRoutes);
      await api.register(projectTrackingRoutes);
      await api.register(monthlyReportRoutes);
      await api.register(dashboardRoutes);
      await api.register(storyRoutes);
      api.get('/docs', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
    },
    { prefix: API_BASE },
  );
  const hasStaticShell = await registerStaticSite(app, config.staticDir);
  return Object.assign(app, { hasStaticShell });
}
