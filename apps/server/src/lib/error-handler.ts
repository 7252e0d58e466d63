import type { Socket } from 'node:net';
import { issueReason, type MessageCode, type MessageParams } from '@plantopia/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';
import { said } from './localized-replies.js';
import { REQUEST_ID_HEADER } from './request-id.js';

/** Fastify's own client errors, reworded for shoppers and API clients. */
const FASTIFY_MESSAGES: Record<string, MessageCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.empty_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.body_too_large',
  FST_REQ_FILE_TOO_LARGE: 'upload.too_large',
  FST_FILES_LIMIT: 'request.one_file',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'request.multipart_expected',
  FST_ERR_BAD_URL: 'request.bad_url',
};

/**
 * The error envelope: the code, its params and the sentence in English; the reply hook says the
 * sentence again in the request's language (localized-replies.ts).
 */
export function refusal(code: MessageCode, params?: MessageParams) {
  return { success: false as const, ...said(code, params) };
}

/** A Fastify client error as the shop words it; one it has no words for is refused in general terms. */
function fastifyRefusal(error: FastifyError) {
  return refusal(FASTIFY_MESSAGES[error.code] ?? 'request.invalid_http');
}

/**
 * Fastify's `frameworkErrors`: failures found while routing, before any handler or hook runs (a path
 * that does not decode, `/api/products/%ff`; a parameter too long for the router), answered with the
 * same envelope.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No hook runs before these answers, so the request id header is set here.
  reply.header(REQUEST_ID_HEADER, request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    // A path parameter longer than the router takes: an id no row has, so a 404 (docs/api.md).
    const pathOnly = request.url.split('?', 1)[0];
    return reply
      .code(404)
      .send(refusal('request.route_not_found', { method: request.method, path: pathOnly ?? '' }));
  }
  const status = error.statusCode ?? 400;
  if (status >= 500) return reply.code(500).send(refusal('request.server_failure'));
  return reply.code(status).send(fastifyRefusal(error));
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a malformed header, one too
 * large, a timeout) never reaches the app; it is answered on the socket with the envelope too.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'request.timeout' as const]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'request.headers_too_large' as const]
        : [400, 'Bad Request', 'request.invalid_http' as const];
  // No request was read, so no language is known: English.
  const body = JSON.stringify(refusal(code));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Every failure leaves as `{ success: false, code, message, params }` with a fitting status; a 5xx never
 * shows its details (they go to the log instead).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(refusal(error.said.code, error.said.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0]!;
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      // fastify-type-provider-zod keeps the zod issue's own fields in `params` and its code as `keyword`.
      const reason = issueReason({ ...issue.params, code: issue.keyword, message: issue.message });
      return reply
        .code(400)
        .send(
          field ? refusal('request.invalid_field', { field, reason }) : refusal(reason.code, reason.params),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(fastifyRefusal(error));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(refusal('request.server_failure'));
  });
}
