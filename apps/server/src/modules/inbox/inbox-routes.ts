import {
  ContactMessageInputSchema,
  ContactMessageListExtrasSchema,
  ContactMessageSchema,
  envelopeSchema,
  InboxQuerySchema,
  NewsletterSignupSchema,
  NewsletterSubscriberSchema,
  pagedEnvelopeSchema,
  UpdateContactMessageSchema,
} from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireStaff } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import { perIpRateLimit } from '../../lib/rate-limits.js';
import type { InboxService } from './inbox-service.js';

/**
 * Sized like sign-up (docs/security.md): generous enough for shoppers who share one carrier IP, tight enough
 * that a script cannot fill the owner's inbox.
 */
export const INBOX_RATE_LIMIT = 10;

const MessageParams = z.object({ id: z.string().max(200) });

export async function inboxRoutes(app: FastifyInstance, options: { inbox: InboxService }) {
  const { inbox } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/newsletter',
    {
      config: { rateLimit: perIpRateLimit(INBOX_RATE_LIMIT) },
      schema: {
        tags: ['inbox'],
        summary: 'Sign up for the newsletter (signing up twice changes nothing and answers the same)',
        body: NewsletterSignupSchema,
        response: { 200: envelopeSchema(z.object({ email: z.string() })) },
      },
    },
    async (request) => {
      const { email } = await inbox.subscribe(request.body);
      return { success: true as const, data: { email }, ...said('inbox.subscribed') };
    },
  );

  api.post(
    '/api/contact',
    {
      config: { rateLimit: perIpRateLimit(INBOX_RATE_LIMIT) },
      schema: {
        tags: ['inbox'],
        summary: 'Send the shop a message: stored for the dashboard and mailed to the owner',
        body: ContactMessageInputSchema,
        response: { 201: envelopeSchema(z.object({ _id: z.string(), createdAt: z.string() })) },
      },
    },
    async (request, reply) => {
      const message = await inbox.sendContactMessage(request.body);
      return reply.code(201).send({
        success: true as const,
        data: { _id: message._id, createdAt: message.createdAt },
        ...said('inbox.contact_sent'),
      });
    },
  );

  api.get(
    '/api/admin/messages',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, newest first, with how many are unread',
        querystring: InboxQuerySchema,
        response: {
          200: envelopeSchema(z.array(ContactMessageSchema)).extend(ContactMessageListExtrasSchema.shape),
        },
      },
    },
    async (request) => {
      const { rows, total, unread } = await inbox.listContactMessages(request.query);
      return { success: true as const, data: rows, total, unread };
    },
  );

  api.patch(
    '/api/admin/messages/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message read or unread',
        params: MessageParams,
        body: UpdateContactMessageSchema,
        response: { 200: envelopeSchema(ContactMessageSchema) },
      },
    },
    async (request) => {
      const message = await inbox.setRead(request.params.id, request.body.read);
      return {
        success: true as const,
        data: message,
        ...said(message.read ? 'inbox.marked_read' : 'inbox.marked_unread'),
      };
    },
  );

  api.get(
    '/api/admin/newsletter',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Newsletter sign-ups, newest first',
        querystring: InboxQuerySchema,
        response: { 200: pagedEnvelopeSchema(NewsletterSubscriberSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await inbox.listSubscribers(request.query);
      return { success: true as const, data: rows, total };
    },
  );
}
