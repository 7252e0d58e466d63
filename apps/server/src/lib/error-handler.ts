import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';

/** Fastify's own client errors, reworded for shoppers and API clients. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON or multipart form data',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_REQ_FILE_TOO_LARGE: 'Image size should be less than 5MB',
  FST_FILES_LIMIT: 'Send one file at a time',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart form data',
};

/**
 * Every failure leaves as `{ success: false, message }` with a fitting status; a 5xx never shows its
 * details (they go to the log instead).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ success: false, message: error.message });
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
    return reply
      .code(500)
      .send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
}
