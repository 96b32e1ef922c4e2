import { test as base } from '@playwright/test';
import { apiLogin } from './auth';

export { expect } from '@playwright/test';
export { apiLogin, bearer, DEMO_PASSWORD, loginAs, type LoginOptions, type UiLocale } from './auth';
export { latestMail, parseMail, type DevMail } from './mail';

/** Demo accounts seeded with SEED=demo (README.md, "Demo accounts"). */
export const DEMO_USERS = {
  admin: 'admin@demo.test',
  grants: 'grants@demo.test',
  viewer: 'viewer@demo.test',
  otherAdmin: 'admin@other.test',
  /** The admin of a partner organisation that applied to both funders (issue 13). */
  partner: 'partner@demo.test',
  /** A member of the same organisation. */
  partnerMember: 'member@demo.test',
} as const;

interface Fixtures {
  /** A bearer token for admin@demo.test, for arranging data through the API. */
  adminToken: string;
}

export const test = base.extend<Fixtures>({
  adminToken: async ({ request }, use) => {
    await use(await apiLogin(request, DEMO_USERS.admin));
  },
});
