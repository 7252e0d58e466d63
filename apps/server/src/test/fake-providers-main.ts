import { startFakeBkash } from './fake-bkash.js';
import { startFakePathao } from './fake-pathao.js';
import { startFakeSslcommerz } from './fake-sslcommerz.js';
import { startFakeSteadfast } from './fake-steadfast.js';

/*
 * The local fake SSLCommerz, bKash, Steadfast and Pathao as one process, for the browser journeys and for
 * trying redirect payments and courier bookings by hand (README, Payments and Couriers):
 * `npx tsx apps/server/src/test/fake-providers-main.ts`. The fake couriers post their webhooks to the
 * shop at FAKE_COURIER_SHOP_URL (default http://localhost:3000) when told a parcel moved:
 * `curl -X POST <fake>/_fake/consignments/<id>/status -d '{"status":"delivered"}'` (Steadfast),
 * `curl -X POST <fake>/_fake/orders/<id>/status -d '{"status":"Delivered"}'` (Pathao).
 */

const sslPort = Number(process.env.FAKE_SSLCOMMERZ_PORT ?? 3191);
const bkashPort = Number(process.env.FAKE_BKASH_PORT ?? 3192);
// Next to bKash's by default, so runs on other ports (e2e's E2E_PORT) never share a courier fake.
const steadfastPort = Number(process.env.FAKE_STEADFAST_PORT ?? bkashPort + 1);
const pathaoPort = Number(process.env.FAKE_PATHAO_PORT ?? bkashPort + 2);
const shopUrl = (process.env.FAKE_COURIER_SHOP_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const [ssl, bkash, steadfast, pathao] = await Promise.all([
  startFakeSslcommerz({ port: sslPort }),
  startFakeBkash({ port: bkashPort }),
  startFakeSteadfast({ port: steadfastPort }),
  startFakePathao({ port: pathaoPort }),
]);
steadfast.webhookUrl = `${shopUrl}/api/couriers/steadfast/webhook`;
pathao.webhookUrl = `${shopUrl}/api/couriers/pathao/webhook`;
console.log(
  `Fake SSLCommerz on ${ssl.url}, fake bKash on ${bkash.url}, fake Steadfast on ${steadfast.url}, ` +
    `fake Pathao on ${pathao.url} (webhooks to ${shopUrl})`,
);

const stop = async () => {
  await Promise.all([ssl.close(), bkash.close(), steadfast.close(), pathao.close()]);
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
