import { randomBytes } from "node:crypto";
import pg from "pg";

// Throwaway databases on a PostgreSQL server (TEST_DATABASE_URL unless another
// is named): for the Vitest suites, the Playwright journeys and the benchmark.
// Free of test-runner imports so each of them can load it.

/** Runs one statement on the server of `serverUrl` (database creation and removal). */
async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const serverOf = (serverUrl: string | undefined) => {
  const url = serverUrl ?? process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
};

/**
 * Creates a database on the server and returns its URL: empty, or a copy of
 * `template` (a migrated one made by the Vitest global setup). Its name starts
 * with `prefix`.
 */
export async function createPostgresDatabase(
  options: { template?: string; serverUrl?: string; prefix?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const server = serverOf(options.serverUrl);
  const name = `${options.prefix ?? "marut_test"}_${randomBytes(6).toString("hex")}`;
  await adminQuery(
    server,
    options.template ? `create database ${name} template "${options.template}"` : `create database ${name}`,
  );
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(server, `drop database if exists ${name} with (force)`),
  };
}

/** Drops a database made by `createPostgresDatabase` or the global setup. */
export const dropPostgresDatabase = (name: string, serverUrl?: string) =>
  adminQuery(serverOf(serverUrl), `drop database if exists "${name}" with (force)`);
