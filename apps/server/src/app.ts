import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { IMAGE_WIDTHS } from '@plantopia/shared';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createAuth, type PasswordHasher } from './lib/auth.js';
import {
  type CacheInvalidation,
  createLocalCacheInvalidation,
  createPostgresCacheInvalidation,
} from './lib/cache-invalidation.js';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  refusal,
  registerErrorHandling,
} from './lib/error-handler.js';
import { AppError, rateLimited } from './lib/errors.js';
import { registerLocalizedReplies } from './lib/localized-replies.js';
import { prettyLogStream } from './lib/log-output.js';
import { createMailer, type Mailer, skippingPhoneOnlyEmails } from './lib/mailer.js';
import { createMetrics, registerMetrics } from './lib/metrics.js';
import { createTaskRunner, type TaskRunner } from './lib/recurring-tasks.js';
import { REQUEST_ID_HEADER, registerRequestIdHeader, requestIdFor } from './lib/request-id.js';
import { registerSafeInput } from './lib/safe-input.js';
import { registerSecurityHeaders } from './lib/security-headers.js';
import {
  betterAuthRateLimitStorage,
  memoryRateLimitStorage,
  openRateLimitRedis,
  REDIS_KEY_PREFIX,
} from './lib/shared-rate-limits.js';
import { registerShutdownState } from './lib/shutdown.js';
import { authRoutes } from './modules/auth/auth-routes.js';
import { createPhoneCodesService } from './modules/auth/phone-codes-service.js';
import { createSignInLimitsService } from './modules/auth/sign-in-limits-service.js';
import { blogRoutes } from './modules/blog/blog-routes.js';
import { createBlogService } from './modules/blog/blog-service.js';
import { createCareReminderTokens } from './modules/care-reminders/care-reminder-token.js';
import { careRemindersRoutes } from './modules/care-reminders/care-reminders-routes.js';
import { createCareRemindersService } from './modules/care-reminders/care-reminders-service.js';
import { cartRoutes } from './modules/cart/cart-routes.js';
import { createCartService } from './modules/cart/cart-service.js';
import { catalogRoutes } from './modules/catalog/catalog-routes.js';
import { createCatalogService } from './modules/catalog/catalog-service.js';
import { productAdminRoutes } from './modules/catalog/product-admin-routes.js';
import { createProductAdminService } from './modules/catalog/product-admin-service.js';
import { createProductLockService } from './modules/catalog/product-lock-service.js';
import { stockRoutes } from './modules/catalog/stock-routes.js';
import { createStockService } from './modules/catalog/stock-service.js';
import { commentsRoutes } from './modules/comments/comments-routes.js';
import { createCommentsService } from './modules/comments/comments-service.js';
import { couponsRoutes } from './modules/coupons/coupons-routes.js';
import { createCouponsService } from './modules/coupons/coupons-service.js';
import { chooseCouriers } from './modules/couriers/choose-couriers.js';
import { couriersRoutes, courierWebhookPath } from './modules/couriers/couriers-routes.js';
import { createCouriersService } from './modules/couriers/couriers-service.js';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes.js';
import { createDashboardService } from './modules/dashboard/dashboard-service.js';
import { deliveryRoutes } from './modules/delivery/delivery-routes.js';
import { createDeliveryService } from './modules/delivery/delivery-service.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { inboxRoutes } from './modules/inbox/inbox-routes.js';
import { createInboxService } from './modules/inbox/inbox-service.js';
import { invoiceRoutes } from './modules/invoices/invoice-routes.js';
import { labelsRoutes } from './modules/labels/labels-routes.js';
import { createLabelsService } from './modules/labels/labels-service.js';
import { mediaRoutes } from './modules/media/media-routes.js';
import { createMediaService, uploadsCacheDir } from './modules/media/media-service.js';
import { mediaUploadRoutes } from './modules/media/media-upload-routes.js';
import { notificationsRoutes } from './modules/notifications/notifications-routes.js';
import { createNotificationsService } from './modules/notifications/notifications-service.js';
import { createFileSmsProvider, type SmsProvider } from './modules/notifications/sms-provider.js';
import { createSslWirelessSmsProvider } from './modules/notifications/ssl-wireless-sms.js';
import { backOfficeRoutes } from './modules/orders/back-office-routes.js';
import { createBackOfficeService } from './modules/orders/back-office-service.js';
import { confirmLinkRoutes } from './modules/orders/confirm-link-routes.js';
import { createConfirmLinkService } from './modules/orders/confirm-link-service.js';
import { createConfirmLinks, createConfirmLinkTokens } from './modules/orders/confirm-link-token.js';
import { createCustomerOrdersService } from './modules/orders/customer-orders-service.js';
import { createOrderCourierService } from './modules/orders/order-courier-service.js';
import { createOrderHistoryService } from './modules/orders/order-history-service.js';
import { createOrderPaymentsService } from './modules/orders/order-payments-service.js';
import { ordersRoutes } from './modules/orders/orders-routes.js';
import { createOrdersService } from './modules/orders/orders-service.js';
import { PAYMENT_CALLBACK_PATHS, paymentCallbackRoutes } from './modules/orders/payment-callback-routes.js';
import { createReportsService } from './modules/orders/reports-service.js';
import { choosePaymentProvider, chooseRedirectProviders } from './modules/payments/choose-provider.js';
import { paymentsRoutes } from './modules/payments/payments-routes.js';
import { createPaymentsService } from './modules/payments/payments-service.js';
import { STRIPE_CSP_SOURCES } from './modules/payments/stripe-provider.js';
import { pricingRoutes } from './modules/pricing/pricing-routes.js';
import { createPricingService } from './modules/pricing/pricing-service.js';
import { productCsvRoutes } from './modules/product-csv/product-csv-routes.js';
import { createProductImportService } from './modules/product-csv/product-import-service.js';
import { reviewsRoutes } from './modules/reviews/reviews-routes.js';
import { createReviewsService } from './modules/reviews/reviews-service.js';
import { searchRoutes } from './modules/search/search-routes.js';
import { createSearchService } from './modules/search/search-service.js';
import { createStockAlertTokens } from './modules/stock-alerts/stock-alert-token.js';
import { stockAlertsRoutes } from './modules/stock-alerts/stock-alerts-routes.js';
import { createStockAlertsService } from './modules/stock-alerts/stock-alerts-service.js';
import { customersRoutes } from './modules/users/customers-routes.js';
import { createCustomersService } from './modules/users/customers-service.js';
import { createUserOverviewService } from './modules/users/user-overview-service.js';
import { usersRoutes } from './modules/users/users-routes.js';
import { createUsersService } from './modules/users/users-service.js';
import { createPageShell } from './modules/web-app/page-shell.js';
import { seoRoutes } from './modules/web-app/seo-routes.js';
import { createPageResponder, webAppRoutes } from './modules/web-app/web-app-routes.js';
import { wishlistRoutes } from './modules/wishlist/wishlist-routes.js';
import { createWishlistService } from './modules/wishlist/wishlist-service.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Tests may pass their own mailer; by default SMTP or files in DATA_DIR/mail. */
  mailer?: Mailer;
  /** Tests may pass their own SMS gateway; by default SSL Wireless when configured, or files in DATA_DIR/sms. */
  sms?: SmsProvider;
  /** Readable log lines for a terminal (main.ts: when stdout is one); JSON lines otherwise. */
  prettyLogs?: boolean;
  /** Where JSON log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Tests store passwords with a cheap hash; production always uses Better Auth's default. */
  passwordHasher?: PasswordHasher;
  /** Tests set the care reminders' clock (their Dhaka hours and weekly spacing); by default the real one. */
  careReminderClock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The recurring tasks (the payment-hold expiry); tests run them with `runNow`. */
    tasks: TaskRunner;
  }
}

export const EXPIRE_PAYMENT_HOLDS = 'expire-payment-holds';
export const SEND_ORDER_MESSAGES = 'send-order-messages';
export const POLL_COURIER_PARCELS = 'poll-courier-parcels';
export const APPLY_PRODUCT_IMPORTS = 'apply-product-imports';
export const RESOLVE_REFUNDS = 'resolve-refunds';
export const SEND_LOW_STOCK_DIGEST = 'send-low-stock-digest';
export const SEND_CARE_REMINDERS = 'send-care-reminders';
/** How often a server looks for care reminders that are due (each goes out once a week, in the day in Dhaka). */
const CARE_REMINDER_CHECK_MS = 10 * 60_000;
/** How often a server looks whether today's stock digest is due (it goes out once, from STOCK_DIGEST_HOUR). */
const LOW_STOCK_DIGEST_CHECK_MS = 15 * 60_000;

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
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    trustProxy: trustProxyHops(config.trustProxy),
    // Every log line of a request carries its id (`reqId`), also sent back in X-Request-Id.
    genReqId: requestIdFor,
    requestIdHeader: false,
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
  registerLocalizedReplies(app);
  registerRequestIdHeader(app);
  registerShutdownState(app);
  const metrics = createMetrics({ withProcessMetrics: Boolean(config.metricsToken) });
  registerMetrics(app, metrics, config.metricsToken);
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
  // Compression happens here, not in a proxy in front (deploy/nginx): cached catalog answers are stored
  // already compressed (lib/response-cache.ts), which a proxy would only redo.
  await app.register(compress, { threshold: 1024 });
  if (config.corsOrigins.length > 0) {
    // Pages on these origins (another storefront, an app's web view) read answers with the shopper's
    // cookies; every other origin gets no CORS headers, so its browser withholds the answer.
    const listed = new Set(config.corsOrigins);
    await app.register(cors, {
      // `false` switches CORS off for the request altogether: no header at all (not even the credentials
      // and exposed-headers ones a list would still add) and no preflight answer.
      origin: (origin, callback) =>
        callback(null, origin !== undefined && listed.has(origin) ? origin : false),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Idempotency-Key', REQUEST_ID_HEADER],
      exposedHeaders: [REQUEST_ID_HEADER],
      maxAge: 600,
    });
  }
  const redis = config.redisUrl ? await openRateLimitRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  // With Redis every server counts in one place; a failing Redis lets requests through (shared-rate-limits.ts).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
    ...(redis ? { redis, nameSpace: `${REDIS_KEY_PREFIX}rate-limit:`, skipOnError: true } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Plantopia API',
        version: '1.0.0',
        description:
          'The shop API (docs/api.md). Every answer is `{ success, data | message }`. Image addresses ' +
          '(`imageUrl`) are paths on this API’s origin: resolve them with `new URL(imageUrl, apiOrigin)`; add ' +
          `\`?w=\` (${IMAGE_WIDTHS.join(', ')}) for a WebP of that width. Pages on other origins are served when listed in ` +
          'the shop’s CORS_ORIGINS (cookies included).',
      },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI's own files, served from node_modules: no CDN, and the shop's CSP above fits them.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null, deepLinking: true },
  });

  // The couriers set up (none without credentials); their webhooks come from their own servers.
  const courierProviders = chooseCouriers({
    steadfast: config.steadfast,
    pathao: config.pathao,
    timeoutMs: config.courierTimeoutMs,
  });
  const crossSitePaths = new Set([
    ...CROSS_SITE_PATHS,
    ...courierProviders.map((courier) => courierWebhookPath(courier.name)),
  ]);
  app.addHook('onRequest', async (request) =>
    rejectForeignOrigin(request, config.trustedOrigins, crossSitePaths),
  );

  const mailer = skippingPhoneOnlyEmails(
    deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
  );
  const db = database.db;
  const caches = await openCacheInvalidation(database, app.log);
  app.addHook('onClose', () => caches.close());
  const users = createUsersService({ db, ownerEmail: config.admin?.email });
  const productRecords = createProductLockService({ db });
  const comments = createCommentsService({ db, users, products: productRecords });
  const orderHistory = createOrderHistoryService();
  const reviews = createReviewsService({ db, users, products: productRecords, orders: orderHistory });
  const catalog = createCatalogService({ db, comments, reviews, cache: caches.cache('catalog') });
  const stock = createStockService({ db, catalog });
  const productAdmin = createProductAdminService({ db, catalog, stock });
  const wishlist = createWishlistService({ db, catalog });
  const blog = createBlogService({ db });
  const media = createMediaService({
    dataDir: config.dataDir,
    seedImagesDir: SEED_IMAGES_DIR,
    remote: config.imageFetch,
    uploads: config.s3
      ? (await import('./modules/media/s3-upload-store.js')).createS3UploadStore(
          config.s3,
          uploadsCacheDir(config.dataDir),
          app.log,
        )
      : undefined,
  });
  const cart = createCartService({ db, catalog, users });
  const delivery = createDeliveryService({ db, cache: caches.cache('shipping') });
  const coupons = createCouponsService({ db });
  const pricing = createPricingService({ catalog, delivery, coupons });
  const payments = createPaymentsService({
    db,
    cart,
    pricing,
    provider: choosePaymentProvider(config.stripe),
    events: metrics,
    redirectProviders: chooseRedirectProviders(config),
    publicUrl: config.publicUrl,
    holdMinutes: config.paymentHoldMinutes,
    sandboxCard: config.sandboxCard,
  });
  const notifications = createNotificationsService({
    db,
    mailer,
    sms:
      deps.sms ??
      (config.sslWireless
        ? createSslWirelessSmsProvider(config.sslWireless)
        : createFileSmsProvider(config.dataDir)),
    users,
    publicUrl: config.publicUrl,
    retry: { maxAttempts: config.messageMaxAttempts },
  });
  const signInLimits = createSignInLimitsService({ db });
  const auth = createAuth({
    config,
    db,
    mailer,
    signInLimits,
    phoneCodes: createPhoneCodesService({ db, notifications, perDay: config.smsCodesPerDay }),
    rateLimitStorage: redis ? betterAuthRateLimitStorage(redis, app.log) : memoryRateLimitStorage(),
    passwordHasher: deps.passwordHasher,
  });
  app.decorate('auth', auth);
  app.decorateRequest('sessionUser', null);
  const orderPayments = createOrderPaymentsService({
    db,
    stock,
    payments,
    pricing,
    coupons,
    notifications,
    holdMinutes: config.paymentHoldMinutes,
  });
  const orders = createOrdersService({
    db,
    stock,
    cart,
    payments,
    pricing,
    orderPayments,
    users,
    coupons,
    notifications,
    events: metrics,
    ...(config.confirmBySmsLink
      ? {
          confirmLinks: createConfirmLinks({
            secret: config.authSecret,
            publicUrl: config.publicUrl,
            validHours: config.confirmBySmsLink.validHours,
          }),
        }
      : {}),
    holdMinutes: config.paymentHoldMinutes,
  });
  // Background work, once across instances (docs/architecture.md §7); stopped before the database closes.
  const tasks = createTaskRunner({ database, log: app.log });
  tasks.register({
    name: EXPIRE_PAYMENT_HOLDS,
    everyMs: config.paymentHoldSweepMs,
    run: () => orderPayments.expireHolds(),
  });
  // Refunds a provider left unknown or processing are asked about, with backoff (issue 28).
  tasks.register({
    name: RESOLVE_REFUNDS,
    everyMs: config.paymentHoldSweepMs,
    run: () => orders.resolveRefunds(),
  });
  // Back-in-stock alerts are queued in the transaction of the stock change that brings a product back.
  const stockAlerts = createStockAlertsService({
    db,
    stock,
    notifications,
    users,
    tokens: createStockAlertTokens(config.authSecret),
    publicUrl: config.publicUrl,
    digestHour: config.stockDigestHour,
  });
  stock.onRestock(stockAlerts.variantsRestocked);
  tasks.register({
    name: SEND_LOW_STOCK_DIGEST,
    everyMs: LOW_STOCK_DIGEST_CHECK_MS,
    run: () => stockAlerts.sendDigest(),
  });
  tasks.register({
    name: SEND_ORDER_MESSAGES,
    everyMs: config.messageSendMs,
    run: () => notifications.sendDue(),
  });
  const careReminders = createCareRemindersService({
    db,
    orders: orderHistory,
    catalog,
    users,
    notifications,
    tokens: createCareReminderTokens(config.authSecret),
    publicUrl: config.publicUrl,
    ...(deps.careReminderClock ? { now: deps.careReminderClock } : {}),
  });
  tasks.register({
    name: SEND_CARE_REMINDERS,
    everyMs: CARE_REMINDER_CHECK_MS,
    run: () => careReminders.sendDue(),
  });
  const couriers = createCouriersService({
    db,
    providers: courierProviders,
    orders: createOrderCourierService({ db, orders }),
    catalog,
    log: app.log,
    pollMs: config.courierPollMs,
  });
  // Parcels whose courier's webhook never came are asked about (issue 23 item 5).
  if (courierProviders.length > 0) {
    tasks.register({
      name: POLL_COURIER_PARCELS,
      everyMs: config.courierPollMs,
      run: () => couriers.pollParcels(),
    });
  }
  // Confirmed CSV imports, row by row; whichever server runs the task resumes what another left.
  const productImports = createProductImportService({
    db,
    productAdmin,
    media,
    publicUrl: config.publicUrl,
    rowsPerRun: config.productImport.rowsPerRun,
    log: app.log,
  });
  tasks.register({
    name: APPLY_PRODUCT_IMPORTS,
    everyMs: config.productImport.intervalMs,
    run: () => productImports.applyDue(),
  });
  app.decorate('tasks', tasks);
  app.addHook('onReady', async () => tasks.start());
  app.addHook('onClose', async () => tasks.stop());
  const userOverview = createUserOverviewService({ users, orders, cart });
  const inbox = createInboxService({
    db,
    users,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const reports = createReportsService({ db });
  const dashboard = createDashboardService({ orders, reports, inbox, notifications, stock });

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { auth, config });
  await app.register(catalogRoutes, { catalog });
  await app.register(commentsRoutes, { comments });
  await app.register(reviewsRoutes, { reviews });
  await app.register(productAdminRoutes, { productAdmin });
  await app.register(stockRoutes, { stock });
  await app.register(stockAlertsRoutes, { stockAlerts });
  await app.register(productCsvRoutes, {
    productAdmin,
    imports: productImports,
    publicUrl: config.publicUrl,
  });
  await app.register(dashboardRoutes, { dashboard });
  await app.register(wishlistRoutes, { wishlist });
  await app.register(blogRoutes, { blog });
  await app.register(searchRoutes, { search: createSearchService({ catalog, blog }) });
  await app.register(mediaRoutes, { media });
  await app.register(usersRoutes, { users, overview: userOverview });
  await app.register(customersRoutes, {
    customers: createCustomersService({ db, orders: createCustomerOrdersService({ db }) }),
  });
  await app.register(mediaUploadRoutes, { media });
  await app.register(cartRoutes, { cart });
  await app.register(pricingRoutes, { pricing });
  await app.register(deliveryRoutes, { delivery });
  await app.register(couponsRoutes, { coupons });
  await app.register(ordersRoutes, { orders, orderPayments });
  await app.register(careRemindersRoutes, { careReminders });
  const backOffice = createBackOfficeService({ db, orders, notifications, payments });
  // Links already sent are answered until they expire, even once the setting is turned off.
  const confirmLinkService = createConfirmLinkService({
    db,
    tokens: createConfirmLinkTokens(config.authSecret),
    backOffice,
  });
  await app.register(backOfficeRoutes, { backOffice, reports });
  await app.register(confirmLinkRoutes, { confirmLinks: confirmLinkService });
  await app.register(couriersRoutes, { couriers });
  await app.register(paymentCallbackRoutes, {
    orderPayments,
    sslcommerz: Boolean(config.sslcommerz),
    bkash: Boolean(config.bkash),
  });
  await app.register(invoiceRoutes, { orders });
  const labels = createLabelsService({ orders, backOffice });
  await app.register(labelsRoutes, { labels });
  await app.register(paymentsRoutes, { payments });
  await app.register(inboxRoutes, { inbox });
  await app.register(notificationsRoutes, { notifications });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(seoRoutes, { catalog, blog, publicUrl: config.publicUrl });
  const sendPage = config.webDist
    ? createPageResponder({
        shell: await createPageShell({
          webDist: config.webDist,
          origin: config.publicUrl,
          transport: injectTransport(app),
        }),
        cache: caches.cache('pages'),
        catalog,
        blog,
        delivery,
      })
    : undefined;
  if (config.webDist && sendPage) await app.register(webAppRoutes, { root: config.webDist, sendPage });
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && sendPage;
    if (isPage && (request.headers.accept ?? '').includes('text/html')) return sendPage(request, reply);
    const path = request.url.split('?')[0] ?? '';
    return reply.code(404).send(refusal('request.route_not_found', { method: request.method, path }));
  });

  return app;
}

/**
 * On PostgreSQL several servers may share the database, so cache invalidations travel over LISTEN/NOTIFY;
 * the embedded database has one server. Waits for the first attempt to listen (it keeps retrying after).
 */
async function openCacheInvalidation(database: Database, log: FastifyBaseLogger): Promise<CacheInvalidation> {
  if (!database.postgres) return createLocalCacheInvalidation();
  const caches = createPostgresCacheInvalidation(database.postgres, log);
  await caches.ready;
  return caches;
}

/**
 * A `fetch` that hands the server renderer's API reads (anonymous GETs) to the app's own routes, with
 * their validation and response caches, without a network hop.
 */
function injectTransport(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.payload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
}

/**
 * TRUST_PROXY's hop count (docs/security.md): the socket and the rightmost `hops - 1` X-Forwarded-For entries
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
 * as sent: a spelling that misses it is refused, never let through. The webhooks of the couriers set up
 * (each checked against its token or secret) are added to these in `buildApp`.
 */
const CROSS_SITE_PATHS = new Set([
  // Stripe signs every event; the route checks that signature.
  '/api/payments/stripe/webhook',
  // SSLCommerz's returns and IPN: each is only a hint, checked with the provider's API before use.
  ...PAYMENT_CALLBACK_PATHS,
]);

/**
 * CSRF: a state-changing request must come from one of the shop's own pages (docs/security.md). Its Origin, or
 * without one its Referer's origin, must be trusted; with neither the request is refused too, as Better
 * Auth does, since browsers send Origin on every such request.
 */
function rejectForeignOrigin(
  request: FastifyRequest,
  trustedOrigins: string[],
  crossSitePaths: ReadonlySet<string>,
): void {
  if (!UNSAFE_METHODS.has(request.method)) return;
  if (crossSitePaths.has(request.url.split('?')[0]!)) return;
  const origin = request.headers.origin || originOf(request.headers.referer);
  if (!origin || !trustedOrigins.includes(origin)) {
    throw new AppError('forbidden', 'request.cross_site');
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
