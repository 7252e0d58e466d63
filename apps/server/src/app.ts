import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createAuth } from './lib/auth.js';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './lib/error-handler.js';
import { AppError } from './lib/errors.js';
import { prettyLogStream } from './lib/log-output.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { createTaskRunner, type TaskRunner } from './lib/recurring-tasks.js';
import { registerSafeInput } from './lib/safe-input.js';
import { registerSecurityHeaders } from './lib/security-headers.js';
import { authRoutes } from './modules/auth/auth-routes.js';
import { createSignInLimitsService } from './modules/auth/sign-in-limits-service.js';
import { blogRoutes } from './modules/blog/blog-routes.js';
import { createBlogService } from './modules/blog/blog-service.js';
import { cartRoutes } from './modules/cart/cart-routes.js';
import { createCartService } from './modules/cart/cart-service.js';
import { catalogRoutes } from './modules/catalog/catalog-routes.js';
import { createCatalogService } from './modules/catalog/catalog-service.js';
import { productAdminRoutes } from './modules/catalog/product-admin-routes.js';
import { createProductAdminService } from './modules/catalog/product-admin-service.js';
import { createProductLockService } from './modules/catalog/product-lock-service.js';
import { createStockService } from './modules/catalog/stock-service.js';
import { commentsRoutes } from './modules/comments/comments-routes.js';
import { createCommentsService } from './modules/comments/comments-service.js';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes.js';
import { createDashboardService } from './modules/dashboard/dashboard-service.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { inboxRoutes } from './modules/inbox/inbox-routes.js';
import { createInboxService } from './modules/inbox/inbox-service.js';
import { mediaRoutes } from './modules/media/media-routes.js';
import { createMediaService } from './modules/media/media-service.js';
import { mediaUploadRoutes } from './modules/media/media-upload-routes.js';
import { createOrderPaymentsService } from './modules/orders/order-payments-service.js';
import { ordersRoutes } from './modules/orders/orders-routes.js';
import { createOrdersService } from './modules/orders/orders-service.js';
import { PAYMENT_CALLBACK_PATHS, paymentCallbackRoutes } from './modules/orders/payment-callback-routes.js';
import { choosePaymentProvider, chooseRedirectProviders } from './modules/payments/choose-provider.js';
import { paymentsRoutes } from './modules/payments/payments-routes.js';
import { createPaymentsService } from './modules/payments/payments-service.js';
import { STRIPE_CSP_SOURCES } from './modules/payments/stripe-provider.js';
import { pricingRoutes } from './modules/pricing/pricing-routes.js';
import { createPricingService } from './modules/pricing/pricing-service.js';
import { createUserOverviewService } from './modules/users/user-overview-service.js';
import { usersRoutes } from './modules/users/users-routes.js';
import { createUsersService } from './modules/users/users-service.js';
import { createPageShell } from './modules/web-app/page-shell.js';
import { sendPage, webAppRoutes } from './modules/web-app/web-app-routes.js';
import { wishlistRoutes } from './modules/wishlist/wishlist-routes.js';
import { createWishlistService } from './modules/wishlist/wishlist-service.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Tests may pass their own mailer; by default SMTP or files in DATA_DIR/mail. */
  mailer?: Mailer;
  /** Readable log lines for a terminal (main.ts: when stdout is one); JSON lines otherwise. */
  prettyLogs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The recurring tasks (the payment-hold expiry); tests run them with `runNow`. */
    tasks: TaskRunner;
  }
}

export const EXPIRE_PAYMENT_HOLDS = 'expire-payment-holds';

export const SEED_IMAGES_DIR = path.resolve(import.meta.dirname, '../seed-images');

/** Builds the whole shop; used by main.ts and by every test, so tests run what production runs. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            ...(deps.prettyLogs ? { stream: await prettyLogStream() } : {}),
          },
    trustProxy: trustProxyHops(config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Fastify's own failures before routing (a path that does not decode) and malformed HTTP answer the
    // shop's envelope like every other failure.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Per-request lines cost throughput and say little; errors are still logged with their request.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // State-changing routes take JSON or multipart only: a plain-text body is how cross-site forms slip in.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);
  // NUL, lone surrogates and deep nesting are refused once here, for every route (/api/auth/* included).
  registerSafeInput(app);
  // Stripe.js and its card field load from Stripe, only when the shop takes cards through Stripe.
  const stripeSources = config.stripe ? STRIPE_CSP_SOURCES : { script: [], frame: [], connect: [] };

  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeSources.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeSources.connect],
        frameSrc: ["'self'", ...stripeSources.frame],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Plantopia API', version: '1.0.0', description: 'The shop API (DESIGN.md §3).' },
    },
    transform: jsonSchemaTransform,
  });

  app.addHook('onRequest', async (request) => rejectForeignOrigin(request, config.trustedOrigins));

  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const signInLimits = createSignInLimitsService({ db: database.db });
  const auth = createAuth({ config, db: database.db, mailer, signInLimits });
  app.decorate('auth', auth);
  app.decorateRequest('sessionUser', null);

  const db = database.db;
  const users = createUsersService({ db });
  const comments = createCommentsService({ db, users, products: createProductLockService() });
  const catalog = createCatalogService({ db, comments });
  const productAdmin = createProductAdminService({ db, catalog });
  const wishlist = createWishlistService({ db, catalog });
  const blog = createBlogService({ db });
  const media = createMediaService({ dataDir: config.dataDir, seedImagesDir: SEED_IMAGES_DIR });
  const cart = createCartService({ db, catalog });
  const pricing = createPricingService({ catalog });
  const payments = createPaymentsService({
    db,
    cart,
    pricing,
    provider: choosePaymentProvider(config.stripe),
    redirectProviders: chooseRedirectProviders(config),
    publicUrl: config.publicUrl,
    holdMinutes: config.paymentHoldMinutes,
  });
  const stock = createStockService({ catalog });
  const orderPayments = createOrderPaymentsService({
    db,
    stock,
    payments,
    holdMinutes: config.paymentHoldMinutes,
  });
  const orders = createOrdersService({
    db,
    stock,
    cart,
    payments,
    orderPayments,
    users,
    holdMinutes: config.paymentHoldMinutes,
  });
  // Background work, once across instances (DESIGN §10); stopped before the database closes.
  const tasks = createTaskRunner({ database, log: app.log });
  tasks.register({ name: EXPIRE_PAYMENT_HOLDS, everyMs: 30_000, run: () => orderPayments.expireHolds() });
  app.decorate('tasks', tasks);
  app.addHook('onReady', async () => tasks.start());
  app.addHook('onClose', async () => tasks.stop());
  const userOverview = createUserOverviewService({ users, orders, cart });
  const inbox = createInboxService({
    db,
    users,
    mailer,
    ownerEmail: config.admin?.email,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const dashboard = createDashboardService({ orders, users, productAdmin, inbox });

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { auth, config });
  await app.register(catalogRoutes, { catalog });
  await app.register(commentsRoutes, { comments });
  await app.register(productAdminRoutes, { productAdmin });
  await app.register(dashboardRoutes, { dashboard });
  await app.register(wishlistRoutes, { wishlist });
  await app.register(blogRoutes, { blog });
  await app.register(mediaRoutes, { media });
  await app.register(usersRoutes, { users, overview: userOverview });
  await app.register(mediaUploadRoutes, { media });
  await app.register(cartRoutes, { cart });
  await app.register(pricingRoutes, { pricing });
  await app.register(ordersRoutes, { orders, orderPayments });
  await app.register(paymentCallbackRoutes, {
    orderPayments,
    sslcommerz: Boolean(config.sslcommerz),
    bkash: Boolean(config.bkash),
  });
  await app.register(paymentsRoutes, { payments });
  await app.register(inboxRoutes, { inbox });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const pageShell = config.webDist
    ? createPageShell({ webDist: config.webDist, catalog, log: app.log })
    : undefined;
  if (config.webDist && pageShell) await app.register(webAppRoutes, { root: config.webDist, pageShell });
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && pageShell;
    if (isPage && (request.headers.accept ?? '').includes('text/html')) {
      return sendPage(reply, pageShell, request.url);
    }
    const pathOnly = request.url.split('?')[0];
    return reply.code(404).send({ success: false, message: `Not found: ${request.method} ${pathOnly}` });
  });

  return app;
}

/**
 * TRUST_PROXY's hop count (DESIGN §5): the socket and the rightmost `hops - 1` X-Forwarded-For entries
 * are the shop's own proxies, so the client IP is the entry `hops` from the right; whatever a client
 * prepends lies further left and is never read. Fastify refuses a bare number (it cannot tell that the
 * socket is a proxy), so the count goes in as a trust function: the operator who sets TRUST_PROXY
 * vouches that the shop is reachable only through those proxies.
 */
function trustProxyHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths other servers call (no browser, no Origin), each proving itself another way. Matched on the path
 * as sent: a spelling that misses it is refused, never let through.
 */
const CROSS_SITE_PATHS = new Set([
  // Stripe signs every event; the route checks that signature.
  '/api/payments/stripe/webhook',
  // SSLCommerz's returns and IPN: each is only a hint, checked with the provider's API before use.
  ...PAYMENT_CALLBACK_PATHS,
]);

/**
 * CSRF: a state-changing request must come from one of the shop's own pages (DESIGN §5). Its Origin, or
 * without one its Referer's origin, must be trusted; with neither the request is refused too, as Better
 * Auth does, since browsers send Origin on every such request.
 */
function rejectForeignOrigin(request: FastifyRequest, trustedOrigins: string[]): void {
  if (!UNSAFE_METHODS.has(request.method)) return;
  if (CROSS_SITE_PATHS.has(request.url.split('?')[0]!)) return;
  const origin = request.headers.origin || originOf(request.headers.referer);
  if (!origin || !trustedOrigins.includes(origin)) {
    throw new AppError('forbidden', 'Requests from other sites are not allowed');
  }
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
