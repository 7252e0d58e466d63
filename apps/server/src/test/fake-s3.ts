import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const FAKE_S3_BUCKET = 'plantopia-test';

export interface FakeS3 {
  /** The `S3_*` variables that point the shop at this server. */
  env: Record<string, string>;
  /** Where the server keeps its objects: `<bucket>/<key>._S3rver_object` files. */
  directory: string;
  /** Stops answering (as a storage outage would); its files stay until `close`. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver: PutObject, GetObject, HeadObject, DeleteObject, … on disk) with
 * one empty bucket, on a free port of 127.0.0.1; what the shop's uploads go to in tests, never a cloud.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'plantopia-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: FAKE_S3_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  let running = true;
  const stop = async () => {
    if (running) await server.close();
    running = false;
  };
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: FAKE_S3_BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    stop,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
