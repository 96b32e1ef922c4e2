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

/** Runs one statement on its own connection (CREATE/DROP DATABASE cannot run inside a pool's transaction). */
export async function runStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same server and credentials, another database. */
export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Each test file gets its own schema, selected through search_path, and drops it afterwards. */
export async function createIsolatedSchema(baseUrl: string, schema: string): Promise<{ url: string; drop: () => Promise<void> }> {
  await runStatement(baseUrl, `create schema "${schema}"`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => runStatement(baseUrl, `drop schema if exists "${schema}" cascade`) };
}

/** A copy of a seeded template database (a file copy inside PostgreSQL, far faster than seeding again). */
export async function createDatabaseFromTemplate(
  baseUrl: string,
  template: string,
  database: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  await runStatement(baseUrl, `create database "${database}" template "${template}"`);
  return { url: databaseUrlFor(baseUrl, database), drop: () => dropDatabase(baseUrl, database) };
}

const OBJECT_IN_USE = '55006';

/**
 * Drops a database once the suite's connections are gone. A closed pool's sockets linger for a moment after
 * `pool.end()` resolves, and forcing the drop would hand those clients a FATAL error nobody listens for.
 */
export async function dropDatabase(baseUrl: string, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await runStatement(baseUrl, `drop database if exists "${database}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await runStatement(baseUrl, `drop database if exists "${database}" with (force)`);
}
