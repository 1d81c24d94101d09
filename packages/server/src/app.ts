import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { apiMessages } from '@runway-live/domain/api';
import { installPlainIssueMessages } from '@runway-live/domain/schemas';
import { createSessionCheck } from './auth/sessionCheck';
import { createSessionTokens } from './auth/sessionTokens';
import { createLiveNotices } from './live/notices';
import { rateLimitStore } from './plugins/rateLimitStore';
import { trustProxyOption } from './trustProxy';
import type { Config } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import { designers } from './db/schema';
import { ApiError } from './errors';
import { addressRoutes } from './modules/address/routes';
import { authRoutes } from './modules/auth/routes';
import { registerConsole } from './modules/console';
import { importRoutes } from './modules/import/routes';
import { paymentRoutes } from './modules/payments/routes';
import { orderDeskRoutes } from './modules/orders/desk/routes';
import { orderOpsRoutes } from './modules/orders/opsRoutes';
import { orderRoutes } from './modules/orders/routes';
import { referenceRoutes } from './modules/reference/routes';
import { categoryRoutes } from './modules/categories/routes';
import { colorRoutes } from './modules/colors/routes';
import { eventRoutes } from './modules/events/routes';
import { lookRoutes } from './modules/looks/routes';
import { carouselTimeRoutes } from './modules/carouselTimes/routes';
import { containerRoutes } from './modules/containers/routes';
import { productRoutes } from './modules/products/routes';
import { webEventRoutes } from './modules/webEvents/routes';
import { webEventGroupRoutes } from './modules/webEventGroups/routes';
import { webProductRoutes } from './modules/webProducts/routes';
import { couponRoutes } from './modules/coupons/routes';
import { publicPlayerRoutes } from './modules/publicPlayer/routes';
import { liveMessageRoutes } from './modules/live/routes';
import { publicEventRoutes } from './modules/publicEvents/routes';
import { strictQueryPlugin } from './plugins/strictQuery';
import { sizeChartRoutes } from './modules/sizeCharts/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { userRoutes } from './modules/users/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { reportRoutes } from './modules/reports/routes';
import { subscriptionRoutes } from './modules/subscription/routes';
import { accountRoutes } from './modules/accounts/routes';
import { designerRoutes } from './modules/designers/routes';
import { healthRoutes } from './modules/health';
import { createTestClock, testClockRoutes } from './modules/testClock';
import { notificationRoutes } from './modules/notifications/routes';
import { createNotificationScheduler } from './modules/notifications/scheduler';
import { createPushProvider, type PushProvider } from './providers/push';
import { liveAsyncApiDocument } from './live/asyncapi';
import { apiKeyPlugin } from './plugins/apiKey';
import { authPlugin } from './plugins/auth';
import { rateLimitsPlugin } from './plugins/rateLimits';
import { contentSecurityPolicy } from './plugins/csp';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import { envelopePlugin } from './plugins/envelope';
import { errorsPlugin } from './plugins/errors';
import { createAddressValidator } from './providers/address';
import { createMailer, type Mailer } from './providers/mail';
import { createMailDispatcher, type MailDispatcher } from './mail/dispatcher';
import { loggerOptions, type LogStream } from './plugins/logging';
import { createLocalPaymentProvider } from './providers/payments/local';
import { onboardingSecretOf } from './providers/payments/localOnboardingToken';
import { createStripePaymentProvider } from './providers/payments/stripe';
import type { PaymentProvider } from './providers/payments/types';
import { setReadLayers } from './resources/readLayers';
import { keepingAnswers } from './resources/keptAnswers';
import { auditTransactions } from './modules/audit/record';
import { runInRequestScope } from './modules/audit/context';
import { auditRoutes } from './modules/audit/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the mail outbox; tests run it themselves instead of waiting for the poll. */
    mailDispatcher: MailDispatcher;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Tests pass their own providers; by default they follow the configuration. */
  mailer?: Mailer;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: LogStream;
  payments?: PaymentProvider;
  /** Push to the apps; by default FCM when configured, else the local JSON outbox. */
  push?: PushProvider;
  /** The notifications' clock (tests move it); the system clock by default. */
  clock?: () => Date;
};

function defaultPayments(config: Config, database: DatabaseHandle): PaymentProvider {
  if (config.stripe) {
    return createStripePaymentProvider({
      secretKey: config.stripe.secretKey,
      consoleUrl: config.consoleUrl,
    });
  }
  return createLocalPaymentProvider({
    publicUrl: config.publicUrl,
    secret: onboardingSecretOf(config),
    isOnboarded: async (accountId) => {
      const rows = await database.db
        .select({ payment: designers.payment })
        .from(designers)
        .where(sql`${designers.payment}->>'accountId' = ${accountId}`);
      return Boolean(rows[0]?.payment?.loginLink);
    },
  });
}

/** Builds the fastify instance with every plugin and module; never listens (tests inject). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // A test's own clock, or with TEST_CLOCK one the journeys move by a call.
  const testClock = !options.clock && config.testClock ? createTestClock() : null;
  const clock = options.clock ?? testClock?.now;
  setReadLayers(config.readLayers);
  // Every transaction of a signed-in call names its actor to the audit trigger (decision 0050).
  auditTransactions(database.db, { enabled: config.auditLog });
  // A request's rule that names no message answers in plain English, not zod's own words.
  installPlainIssueMessages();
  const sessions = createSessionTokens(config.jwtSecret);
  const mail = createMailDispatcher({
    db: database.db,
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: config.outboxDir,
      }),
    pollMs: config.mailPollMs,
  });
  const live = createLiveNotices();
  const ctx: AppContext = {
    config,
    database,
    // Mail is queued in the flows' transactions and sent from here after the commit.
    mail,
    sessions,
    sessionCheck: createSessionCheck(database.db, sessions),
    live,
    payments: options.payments ?? defaultPayments(config, database),
    addresses: createAddressValidator(config.ups),
    notifications: createNotificationScheduler({
      db: database.db,
      push: options.push ?? createPushProvider(config),
      mail,
      live,
      publicUrl: config.publicUrl,
      pollMs: config.notificationPollMs,
      ...(clock ? { now: clock } : {}),
    }),
  };

  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may name the client: the per-IP rate limits key on it.
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(keepingAnswers(serializerCompiler));

  app.decorate('mailDispatcher', ctx.mail);
  app.decorate('appContext', ctx);
  // Mail queued before a crash, or by a process that has stopped, goes out at start-up.
  app.addHook('onReady', async () => ctx.mail.start(app.log));
  // What fell due while no process ran goes out at start-up, then a look every ≤ 10 s.
  app.addHook('onReady', async () => ctx.notifications.start(app.log));
  app.addHook('onClose', () => ctx.notifications.stop());
  app.addHook('onClose', () => ctx.mail.stop());

  await app.register(errorsPlugin, {
    databaseIsUp: () =>
      database.ping().then(
        () => true,
        () => false,
      ),
  });
  await app.register(securityHeadersPlugin, {
    helmet: {
      // Every answer carries the policy: the console, the API, /docs and the local pages.
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    allowedHeaders: ['Authorization', 'API_KEY', 'Content-Type', 'X-Envelope'],
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Runway Live API',
        version: '2.0.0',
        description:
          'Bodies travel in the crypto-js envelope ({encryptBody} / {encreptedData}); send `X-Envelope: off` for plain JSON. Every /api call needs the API_KEY header.',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'API_KEY' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ apiKey: [], bearer: [] }],
      // Swagger UI shows it under the title: the way from /docs to the socket's document.
      externalDocs: {
        description: 'The live socket (socket.io, /live): its AsyncAPI 3 document',
        url: '/docs/asyncapi.json',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // The validator badge would load an image from validator.swagger.io.
    uiConfig: { validatorUrl: null },
  });
  const asyncApi = liveAsyncApiDocument({ publicUrl: config.publicUrl });
  app.get('/docs/asyncapi.json', { schema: { hide: true } }, async () => asyncApi);
  await app.register(apiKeyPlugin, { apiKey: config.apiKey });
  await app.register(authPlugin, { sessions: ctx.sessionCheck });
  await app.register(envelopePlugin, { secret: config.envelopeSecret });
  await app.register(strictQueryPlugin);
  // The audit log's scope: the writes of the request's handler are its account's (0050).
  app.addHook('preHandler', (request, _reply, done) => runInRequestScope(request, done));
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    errorResponseBuilder: () => new ApiError(429, apiMessages.tooManyRequests),
    ...(await rateLimitStore(app, config)),
  });
  await app.register(rateLimitsPlugin);

  await app.register(healthRoutes, { ctx });
  if (testClock) await app.register(testClockRoutes, { ctx, clock: testClock });
  await app.register(authRoutes, { ctx });
  await app.register(userRoutes, { ctx });
  await app.register(referenceRoutes, { ctx });
  await app.register(sizeChartRoutes, { ctx });
  await app.register(categoryRoutes, { ctx });
  await app.register(colorRoutes, { ctx });
  await app.register(productRoutes, { ctx });
  await app.register(lookRoutes, { ctx });
  await app.register(eventRoutes, { ctx });
  await app.register(containerRoutes, { ctx });
  await app.register(importRoutes, { ctx });
  await app.register(uploadRoutes, { ctx });
  await app.register(paymentRoutes, { ctx });
  await app.register(addressRoutes, { ctx });
  await app.register(designerRoutes, { ctx });
  await app.register(accountRoutes, { ctx });
  await app.register(dashboardRoutes, { ctx });
  await app.register(subscriptionRoutes, { ctx });
  await app.register(carouselTimeRoutes, { ctx });
  await app.register(webProductRoutes, { ctx });
  await app.register(webEventRoutes, { ctx });
  await app.register(webEventGroupRoutes, { ctx });
  await app.register(publicPlayerRoutes, { ctx });
  await app.register(liveMessageRoutes, { ctx });
  await app.register(publicEventRoutes, { ctx });
  await app.register(orderRoutes, { ctx });
  await app.register(orderDeskRoutes, { ctx });
  await app.register(orderOpsRoutes, { ctx });
  await app.register(couponRoutes, { ctx });
  await app.register(reportRoutes, { ctx });
  await app.register(notificationRoutes, { ctx });
  await app.register(auditRoutes, { ctx });

  const consolePage = await registerConsole(app, config, ctx);
  app.setNotFoundHandler(async (request, reply) => {
    const page = consolePage?.(request, reply);
    if (page) return page;
    return reply.status(404).send({ success: false, message: apiMessages.notFound });
  });
  return app;
}
