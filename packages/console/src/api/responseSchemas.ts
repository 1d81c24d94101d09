import {
  apiMessageSchema,
  sessionResponseSchema,
  userResponseSchema,
} from '@runway-live/domain/api';
import * as z from 'zod';

/**
 * The validators of the answers the session and auth calls read. They need zod's full
 * API (about 20 KB gzip), so they live in their own chunk, loaded by the first call
 * alongside its request (see withResponseSchemas), never before the login page is usable.
 */
export { apiMessageSchema, sessionResponseSchema, userResponseSchema };

/** check_email's answer. */
export const successSchema = z.object({ success: z.boolean() });
