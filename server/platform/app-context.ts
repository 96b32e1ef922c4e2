import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Permission } from '#contract/enums';
import type { Config } from '../config';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import type { AttemptLimiter } from './attempt-limiter';
import type { BackgroundTasks } from './background-tasks';
import type { FileStorage } from './file-storage';
import type { Mailer } from './mail';

/** What every module needs from the running app: handed over once by buildApp, read as `app.portal`. */
export type PortalContext = {
  db: Kysely<Database>;
  dialect: DialectName;
  config: Config;
  mailer: Mailer;
  /** Where uploaded files live: DATA_DIR/files with SQLite, the database with PostgreSQL (platform/file-storage.ts). */
  files: FileStorage;
  signInLimiter: AttemptLimiter;
  /** Work the answer does not wait for (mails whose timing would tell who has an account). */
  background: BackgroundTasks;
};

export type SignedInStaff = {
  id: number;
  donorId: number;
  /** The role the user held when the request started (null for none). */
  roleId: number | null;
  permissions: Permission[];
  jti: string;
  tokenExpiresAt: Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    portal: PortalContext;
  }
  interface FastifyRequest {
    staff: SignedInStaff | null;
  }
  interface FastifyContextConfig {
    /** No bearer token needed (sign-in, account links, public images). Every other /api route requires one. */
    public?: boolean;
    /**
     * No bearer token: the request proves itself with a short-lived signed address instead, which the route checks
     * (GET /api/files/{name}/signed; docs/decisions/156-private-files-and-signed-addresses.md).
     */
    signedAddress?: boolean;
    /** The permission of spec section 6 the route needs beyond being signed in. */
    permission?: Permission;
  }
}

export type PortalApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;
