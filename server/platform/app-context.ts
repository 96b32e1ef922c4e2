import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Permission } from '#contract/enums';
import type { AccountKind, NgoRole } from '#contract/partner';
import type { Config } from '../config';
import type { DialectName } from '../db/database';
import type { AccessRule } from './access';
import type { Database } from '../db/schema';
import type { BackgroundTasks } from './background-tasks';
import type { FileStorage } from './file-storage';
import type { Mailer } from './mail';
import type { RateLimits } from './rate-limits';

/** What every module needs from the running app: handed over once by buildApp, read as `app.portal`. */
export type PortalContext = {
  db: Kysely<Database>;
  dialect: DialectName;
  config: Config;
  mailer: Mailer;
  /** Where uploaded files live: DATA_DIR/files with SQLite, the database with PostgreSQL (platform/file-storage.ts). */
  files: FileStorage;
  /** Attempt counters shared by every instance (database, or Redis with REDIS_URL): sign-in, links, mails. */
  limits: RateLimits;
  /** The clock of the limits and sessions (epoch ms); tests move it. */
  now: () => number;
  /** Work the answer does not wait for (mails whose timing would tell who has an account). */
  background: BackgroundTasks;
};

/** Whoever holds a valid access token: what the account calls shared by both sides need (logout, password, devices, notifications). */
export type SignedInAccount = {
  id: number;
  kind: AccountKind;
  jti: string;
  tokenExpiresAt: Date;
};

/** A partner organisation's user (docs/decisions/182-partner-accounts.md). */
export type SignedInPartner = SignedInAccount & { kind: 'partner'; ngoId: number; ngoRole: NgoRole };

export type SignedInStaff = {
  id: number;
  kind: 'staff';
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
    /** Set for every signed-in caller; `staff` or `partner` says which side. */
    account: SignedInAccount | null;
    staff: SignedInStaff | null;
    partner: SignedInPartner | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route (platform/access.ts, docs/decisions/168-declared-access-rules.md). Every route declares
     * one; an /api route without it still needs a signed-in staff member, and fails the authorisation matrix test.
     */
    access?: AccessRule;
  }
}

export type PortalApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;
