import pg from 'pg';

const CANDIDATES = [process.env.TEST_DATABASE_URL, 'postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'].filter(
  (url): url is string => Boolean(url),
);

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The PostgreSQL the suites also run on. Missing on a laptop: the PostgreSQL half is skipped, loudly.
 * Missing on CI: an error, because there the second dialect is the point.
 */
export async function findTestPostgres(): Promise<string | null> {
  for (const url of CANDIDATES) if (await reachable(url)) return url;
  if (process.env.CI) throw new Error(`CI is set but no PostgreSQL answered at ${CANDIDATES.join(', ')}`);
  console.warn(
    `\n!!! PostgreSQL not reachable at ${CANDIDATES.join(' or ')}: SKIPPING the PostgreSQL half of the server tests.\n` +
      '!!! Set TEST_DATABASE_URL or start PostgreSQL to run them; on CI (CI=1) this is an error.\n',
  );
  return null;
}

/** Each test file gets its own schema, selected through search_path, and drops it afterwards. */
export async function createIsolatedSchema(baseUrl: string, schema: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema "${schema}"`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`drop schema if exists "${schema}" cascade`) };
}
