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

export interface UploadedFile {
  /** The name the browser sent, '' when none. */
  fileName: string;
  bytes: Buffer;
}

/**
 * The files of a multipart upload by field, each field at most once and within its own byte limit
 * (`limits`, a 413 `tooLarge` naming the field's limit in MB as soon as it passes). A file in a field
 * not listed, or a second file in one field, is a 400; a body busboy cannot parse is a 400, not a 500.
 */
export async function readFiles(
  request: FastifyRequest,
  limits: Record<string, number>,
): Promise<Map<string, UploadedFile>> {
  const files = new Map<string, UploadedFile>();
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const limit = limits[part.fieldname];
      if (limit === undefined || files.has(part.fieldname)) {
        throw new AppError('invalid_data', 'upload.unexpected_file', { field: part.fieldname });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of (part as MultipartFile).file) {
        size += chunk.length;
        if (size > limit) {
          throw new AppError('too_large', 'upload.file_too_large', {
            field: part.fieldname,
            mb: limit / 2 ** 20,
          });
        }
        chunks.push(chunk);
      }
      files.set(part.fieldname, {
        fileName: (part as MultipartFile).filename ?? '',
        bytes: Buffer.concat(chunks),
      });
    }
  } catch (error) {
    throw asUploadError(error);
  }
  return files;
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
