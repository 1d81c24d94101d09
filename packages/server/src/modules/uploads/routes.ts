import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiMessages, uploadResponseSchema } from '@runway-live/domain';
import type { AppContext } from '../../context';
import { ApiError } from '../../errors';
import { imageExtension, MAX_UPLOAD_BYTES, storeUpload } from '../../providers/uploads';
import { readPhoto } from './readPhoto';

/**
 * POST /api/v2/auth/upload (multipart field `photos`): public behind the API key, because
 * the designer application uploads its profile image before the account exists; limited
 * per IP. Files are served back from /uploads/:name.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/v2/auth/upload',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a png/jpg/jpeg image (checked by content, 10 MB at most)',
        consumes: ['multipart/form-data'],
        response: {
          200: uploadResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const read = await readPhoto(request, MAX_UPLOAD_BYTES);
      if ('tooLarge' in read) throw new ApiError(413, apiMessages.fileTooLarge);
      const { data } = read;
      const extension = await imageExtension(data);
      if (!extension) throw new ApiError(400, apiMessages.fileType);
      const name = await storeUpload(ctx.config.uploadDir, data, extension);
      return { success: true as const, name, message: apiMessages.uploaded };
    },
  );

  mkdirSync(ctx.config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: ctx.config.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Names carry a random part and a timestamp: a stored file never changes.
    maxAge: '7d',
    immutable: true,
  });
};
