import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * The one file of a multipart upload, from the field `fieldname`, read whole (the plugin's size limit
 * still throws its 413 while reading). Every part is read, so a second file is refused with 400 naming
 * the rule instead of being dropped, and a body busboy cannot parse (no boundary, a malformed part, cut
 * short) is a 400, not a 500.
 */
export async function readOneFile(request: FastifyRequest, fieldname: string): Promise<Buffer> {
  let content: Buffer | undefined;
  let files = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      files++;
      if (files > 1) throw new AppError('invalid_data', 'upload.one_per_upload');
      const bytes = await (part as MultipartFile).toBuffer();
      if (part.fieldname === fieldname) content = bytes;
    }
  } catch (error) {
    throw asUploadError(error);
  }
  if (!content || content.length === 0) throw new AppError('invalid_data', 'upload.missing');
  return content;
}

function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  // The plugin's `files: 1` limit reports the second file as a 413; it is a rule, not a size.
  if (code === 'FST_FILES_LIMIT') return new AppError('invalid_data', 'upload.one_per_upload');
  // The plugin's own client errors (size and part limits, not multipart at all) keep their status.
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return error;
  // Busboy's parse errors ('Multipart: Boundary not found', 'Malformed part header', 'Unexpected end
  // of form') carry no status: they are the client's body, not our failure.
  return new AppError('invalid_data', 'upload.malformed');
}
