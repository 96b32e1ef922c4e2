import type { Migration, MigrationProvider } from 'kysely';
import * as foundation from './001-foundation';
import * as referenceAndPrograms from './002-reference-and-programs';
import * as grants from './003-grants';
import * as notifications from './004-notifications';
import * as proposals from './005-proposals';
import * as projectTracking from './006-project-tracking';
import * as programFramework from './007-program-framework';
import * as installmentRequests from './008-installment-requests';
import * as oneAccountPerAddress from './009-one-account-per-address';
import * as storedFiles from './010-stored-files';
import * as signInAttempts from './011-sign-in-attempts';
import * as auditTrail from './012-audit-trail';
import * as partnerAccounts from './013-partner-accounts';
import * as partnerProposals from './014-partner-proposals';
import * as organisationRegistration from './015-organisation-registration';
import * as dueDiligenceLibrary from './016-due-diligence-library';
import * as monthlyReports from './017-monthly-reports';
import * as projectWorkspace from './018-project-workspace';

/**
 * Migrations are imported, not read from a folder at run time, so they work the same under tsx, in a bundle
 * and in tests. A new migration is a new file and a new line here; names sort in the order they run.
 */
const migrations: Record<string, Migration> = {
  '001-foundation': foundation,
  '002-reference-and-programs': referenceAndPrograms,
  '003-grants': grants,
  '004-notifications': notifications,
  '005-proposals': proposals,
  '006-project-tracking': projectTracking,
  '007-program-framework': programFramework,
  '008-installment-requests': installmentRequests,
  '009-one-account-per-address': oneAccountPerAddress,
  '010-stored-files': storedFiles,
  '011-sign-in-attempts': signInAttempts,
  '012-audit-trail': auditTrail,
  '013-partner-accounts': partnerAccounts,
  '014-partner-proposals': partnerProposals,
  '015-organisation-registration': organisationRegistration,
  '016-due-diligence-library': dueDiligenceLibrary,
  '017-monthly-reports': monthlyReports,
  '018-project-workspace': projectWorkspace,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
