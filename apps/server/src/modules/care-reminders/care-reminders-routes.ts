import {
  CareReminderSettingsSchema,
  CareReminderStopSchema,
  envelopeSchema,
  MessageEnvelopeSchema,
  UpdateCareRemindersSchema,
} from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireSignedIn } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import { perIpRateLimit, perUserRateLimit } from '../../lib/rate-limits.js';
import { requestLocale } from '../../lib/request-locale.js';
import type { CareRemindersService } from './care-reminders-service.js';

const SettingsEnvelope = envelopeSchema(CareReminderSettingsSchema);

/** The shopper's care reminders: their switch (signed in) and the stop link of every reminder (anyone holding it). */
export async function careRemindersRoutes(
  app: FastifyInstance,
  options: { careReminders: CareRemindersService },
) {
  const { careReminders } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/care-reminders',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['orders'],
        summary:
          'Whether the shopper gets plant care reminders, by which channel, where each channel would reach them, and whether they have a delivered plant (only then may they turn them on)',
        response: { 200: SettingsEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id, email } = currentUser(request);
      return { success: true as const, data: await careReminders.settings({ id, email }) };
    },
  );

  api.put(
    '/api/care-reminders',
    {
      onRequest: requireSignedIn,
      config: { rateLimit: perUserRateLimit(20) },
      schema: {
        tags: ['orders'],
        summary:
          'Turn plant care reminders on (by SMS to a delivered order’s phone, or by email; at most one a week, in the language of this request) or off. On needs a delivered order with a plant: `orderId` names it (400 when it is not one of the shopper’s), else the latest (409 without one)',
        body: UpdateCareRemindersSchema,
        response: { 200: SettingsEnvelope },
      },
    },
    async (request) => {
      const { id, email } = currentUser(request);
      const data = await careReminders.update({ id, email }, request.body, requestLocale(request));
      return {
        success: true as const,
        data,
        ...(data.enabled
          ? said('care_reminder.turned_on', { channel: data.channel })
          : said('care_reminder.turned_off')),
      };
    },
  );

  api.post(
    '/api/care-reminders/stop',
    {
      // Shoppers behind one carrier address share this budget: far more taps than one household makes.
      config: { rateLimit: perIpRateLimit(20) },
      schema: {
        tags: ['orders'],
        summary:
          "Stop every care reminder of the shopper a reminder's signed link names, for good (no sign-in needed); a forged or altered token is 400 and changes nothing",
        body: CareReminderStopSchema,
        response: { 200: MessageEnvelopeSchema },
      },
    },
    async (request) => {
      await careReminders.stop(request.body.token);
      return { success: true as const, ...said('care_reminder.stopped') };
    },
  );
}
