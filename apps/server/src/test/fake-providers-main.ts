import { startFakeBkash } from './fake-bkash.js';
import { startFakeSslcommerz } from './fake-sslcommerz.js';

/*
 * The local fake SSLCommerz and fake bKash as one process, for the browser journeys and for trying the
 * redirect payments by hand (README, Payments): `npx tsx apps/server/src/test/fake-providers-main.ts`.
 */

const sslPort = Number(process.env.FAKE_SSLCOMMERZ_PORT ?? 3191);
const bkashPort = Number(process.env.FAKE_BKASH_PORT ?? 3192);
const [ssl, bkash] = await Promise.all([
  startFakeSslcommerz({ port: sslPort }),
  startFakeBkash({ port: bkashPort }),
]);
console.log(`Fake SSLCommerz on ${ssl.url}, fake bKash on ${bkash.url}`);

const stop = async () => {
  await Promise.all([ssl.close(), bkash.close()]);
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
