import type { FastifyRequest } from 'fastify';
import { apiMessages } from '@runway-live/domain/api';
import { ApiError } from '../../errors';

/** What reading the upload gave: the file's bytes, or that it went over `maxBytes`. */
export type PhotoRead = { data: Buffer } | { tooLarge: true };

/**
 * Reads the one `photos` file of a multipart request, at most `maxBytes` of it. Whatever
 * goes wrong while the body is parsed is the caller's body (a bad or missing boundary, a
 * truncated part, a dropped connection): busboy throws plain errors without a code for
 * those, so anything that is not one of fastify's own 4xx errors is answered 400.
 */
export async function readPhoto(request: FastifyRequest, maxBytes: number): Promise<PhotoRead> {
  if (!request.isMultipart()) throw new ApiError(400, apiMessages.fileMissing);
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part || part.fieldname !== 'photos') {
      part?.file.resume();
      throw new ApiError(400, apiMessages.fileMissing);
    }
    return { data: await part.toBuffer() };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { tooLarge: true };
    if (code?.startsWith('FST_') && statusCode !== undefined && statusCode < 500) throw error;
    throw new ApiError(400, apiMessages.uploadMalformed);
  }
}
