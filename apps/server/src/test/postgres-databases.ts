import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface ServerDatabase {
  name: string;
  url: string;
  /** Removes it, closing whatever connections are still open to it. */
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server at `serverUrl`: empty, or a copy of `template` (which nobody
 * may be connected to while it is copied). Its name is new each time, so runs side by side never meet.
 */
export async function createDatabase(
  serverUrl: string,
  { prefix, template }: { prefix: string; template?: string },
): Promise<ServerDatabase> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  await onMaintenanceDatabase(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onMaintenanceDatabase(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function onMaintenanceDatabase(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
