import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';
import { REQUEST_ID_HEADER } from './request-id.js';

/** Fastify's own client errors, reworded for shoppers and API clients. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON or multipart form data',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_REQ_FILE_TOO_LARGE: 'Image size should be less than 5MB',
  FST_FILES_LIMIT: 'Send one file at a time',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart form data',
  FST_ERR_BAD_URL: 'The address is not valid: it has a malformed %-escape',
};

const SERVER_FAILURE = 'Something went wrong on our side. Please try again.';

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
    return reply.code(404).send({ success: false, message: `Not found: ${request.method} ${pathOnly}` });
  }
  const status = error.statusCode ?? 400;
  if (status >= 500) return reply.code(500).send({ success: false, message: SERVER_FAILURE });
  const message = FASTIFY_MESSAGES[error.code] ?? error.message;
  return reply.code(status).send({ success: false, message });
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a malformed header, one too
 * large, a timeout) never reaches the app; it is answered on the socket with the envelope too.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request headers are too large']
        : [400, 'Bad Request', 'The request is not valid HTTP'];
  const body = JSON.stringify({ success: false, message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Every failure leaves as `{ success: false, message }` with a fitting status; a 5xx never shows its
 * details (they go to the log instead).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ success: false, message: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0]!;
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = field ? `${field}: ${issue.message}` : issue.message;
      return reply.code(400).send({ success: false, message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FASTIFY_MESSAGES[error.code] ?? error.message;
      return reply.code(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: SERVER_FAILURE });
  });
}
