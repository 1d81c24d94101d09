import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiMessages,
  uploadResponseSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { ApiError } from '../../errors';
import { imageExtension, MAX_UPLOAD_BYTES, storeUpload } from '../../providers/uploads';
import { createUploadStorage } from '../../providers/uploadStorage';
import { decodeImage } from './decodeImage';
import { createUploadJanitor } from './janitor';
import { readPhoto } from './readPhoto';
import { connectRedis } from '../../plugins/redisConnection';
import { createUploadBudget, HOUR_MS } from './uploadBudget';
import { perIp } from '../../plugins/rateLimits';

/**
 * POST /api/v2/auth/upload (multipart field `photos`): public behind the API key, because
 * the designer application uploads its profile image before the account exists; limited
 * per IP, in count (the rate limit) and in bytes per hour (UPLOAD_BYTES_PER_IP_PER_HOUR).
 * Files are kept in the upload storage (a directory, or an S3-compatible bucket shared by
 * every process) and served back from /uploads/:name.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const budget = createUploadBudget({
    bytesPerWindow: ctx.config.uploadBytesPerIpPerHour,
    windowMs: HOUR_MS,
    redis: await connectRedis(app, ctx.config.redisUrl, 'upload budget'),
    redisPrefix: ctx.config.redisPrefix,
  });
  const storage = createUploadStorage(ctx.config);
  // Uploads nobody kept (an application never sent) go after a day: at start-up, then hourly.
  const janitor = createUploadJanitor({
    storage,
    db: ctx.database.db,
    onDeleted: (names) => app.log.info({ count: names.length }, 'removed unreferenced uploads'),
    onError: (error) => app.log.warn({ err: error }, 'the upload janitor failed'),
  });
  app.addHook('onReady', async () => janitor.start());
  app.addHook('onClose', () => janitor.stop());

  app.post(
    API_ROUTES.upload,
    {
      config: { access: 'public', rateLimits: [perIp(60)] },
      schema: {
        tags: ['uploads'],
        summary:
          'Upload a png/jpg/jpeg image (decoded, 10 MB and 40 megapixels at most; stored re-encoded from its pixels)',
        consumes: ['multipart/form-data'],
        response: {
          200: uploadResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
          507: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const overBudget = new ApiError(429, apiMessages.uploadBudgetExceeded);
      const left = await budget.remaining(request.ip, Date.now());
      if (left === 0) throw overBudget;
      // Read no more than the budget allows: past it the file would be refused anyway.
      const limit = Math.min(MAX_UPLOAD_BYTES, left);
      const read = await readPhoto(request, limit);
      if ('tooLarge' in read) {
        throw limit < MAX_UPLOAD_BYTES ? overBudget : new ApiError(413, apiMessages.fileTooLarge);
      }
      // The magic bytes first (cheap), then the whole image is decoded and re-encoded.
      if (!(await imageExtension(read.data))) throw new ApiError(400, apiMessages.fileType);
      const image = await decodeImage(read.data);
      if ('refused' in image) throw new ApiError(400, image.refused);
      // Taken only now: a refused file costs nothing, and two uploads at once cannot both fit.
      if (!(await budget.take(request.ip, read.data.length, Date.now()))) throw overBudget;
      const name = await storeUpload(storage, image.data, image.extension);
      return { success: true as const, name, message: apiMessages.uploaded };
    },
  );

  app.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image, from the upload storage',
        // A file's name as a directory holds it: no path, no leading dot.
        params: z.object({ name: z.string().regex(/^[\w-][\w.-]{0,200}$/) }),
      },
    },
    async (request, reply) => {
      const file = await storage.get((request.params as { name: string }).name);
      if (!file) throw new ApiError(404, apiMessages.notFound);
      reply.header('content-type', file.contentType);
      if (file.length !== undefined) reply.header('content-length', file.length);
      // Names carry a random part and a timestamp: a stored file never changes.
      reply.header('cache-control', 'public, max-age=604800, immutable');
      return reply.send(file.body);
    },
  );
};
