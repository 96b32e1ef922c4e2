// `npm run proposal:add -- --grant <id> [--status submitted] [--title "…"] [--ngo <id>] [--variant <n>]`
// Adds one complete demo proposal to a published grant of the configured database (DATA_DIR / DATABASE_URL, as the
// server reads them), as a partner organisation submitting it through its own portal would, and prints its id and
// the page that shows it. Handy for trying the proposal screens on a database that was not seeded with demo data.
import { parseArgs } from 'node:util';
import { formatMessage } from '#contract/messages';
import { proposalStatusParam } from '#contract/proposals';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { submitDemoProposal } from '../server/db/seed/proposals-data';
import { ApiError } from '../server/platform/errors';
import { fileStorageFor } from '../server/platform/file-storage';

const USAGE = 'Usage: npm run proposal:add -- --grant <id> [--status submitted] [--title "…"] [--ngo <id>] [--variant <n>]';

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`--${name} must be a whole number, got "${value}"\n${USAGE}`);
  return number;
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      grant: { type: 'string' },
      status: { type: 'string', default: 'submitted' },
      title: { type: 'string' },
      ngo: { type: 'string' },
      variant: { type: 'string' },
    },
  });
  const grantId = positiveInteger('grant', values.grant);
  if (grantId === undefined) throw new Error(USAGE);
  const status = proposalStatusParam.safeParse(values.status);
  if (!status.success) throw new Error(`--status must be one of draft, submitted, under_negotiation, accepted, rejected, ongoing, finished, unfinished, stopped\n${USAGE}`);
  const ngoId = positiveInteger('ngo', values.ngo);
  const variant = positiveInteger('variant', values.variant);
  return {
    grantId,
    status: status.data,
    ...(values.title ? { title: values.title } : {}),
    ...(ngoId !== undefined ? { ngoId } : {}),
    ...(variant !== undefined ? { variant } : {}),
  };
}

async function main(): Promise<void> {
  const options = readOptions();
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const id = await submitDemoProposal(database.db, fileStorageFor(config), options);
    const proposal = await database.db.selectFrom('proposals').select(['code', 'title', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
    console.log(`Added proposal ${id} (${proposal.code}, ${proposal.status}): ${proposal.title}`);
    console.log(`${config.publicUrl}/grants/${options.grantId}/proposals/${id}/cover-page`);
  } finally {
    await database.db.destroy();
  }
}

main().catch((error: unknown) => {
  const reason = error instanceof ApiError ? formatMessage(error.key, error.params) : error instanceof Error ? error.message : String(error);
  console.error(`Could not add the proposal: ${reason}`);
  process.exit(1);
});
