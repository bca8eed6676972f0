import pg from 'pg';

/**
 * A new, empty database on the PostgreSQL server of `adminUrl`: its URL and how to drop it
 * (forcing out whoever is still connected). For test files, the bench and the scale-out test,
 * which each want a database of their own on the throwaway cluster of .ci/with-postgres.sh.
 */
export async function freshPgDatabase(
  adminUrl: string,
  prefix = 't',
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
