import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { apiMessages } from '@runway-live/domain/api';
import { ApiError } from '../errors';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** png, jpg and jpeg, recognised by their magic bytes, never by the file's name. */
const ACCEPTED: Record<string, string> = { 'image/png': '.png', 'image/jpeg': '.jpg' };

// An upload's name as storeUpload makes it: the domain's rule, which the image fields of
// products, looks and designers accept and the janitor finds the names in use with.
export { UPLOAD_NAME_PATTERN, UPLOAD_NAME_SOURCE } from '@runway-live/domain/schemas';

/** The extension for an accepted image, or null. */
export async function imageExtension(data: Uint8Array): Promise<string | null> {
  const type = await fileTypeFromBuffer(data);
  return type ? (ACCEPTED[type.mime] ?? null) : null;
}

/** A full disk (or quota): the caller is told to try later (507), never a 500. */
const NO_ROOM = new Set(['ENOSPC', 'EDQUOT']);

/**
 * Stores the image as 'brands_' + random + timestamp + extension (section 9) and answers the
 * name. Out of room, what was written of it is removed and the answer is a 507.
 */
export async function storeUpload(uploadDir: string, data: Uint8Array, extension: string) {
  const name = `brands_${randomBytes(6).toString('hex')}_${Date.now()}${extension}`;
  const path = join(uploadDir, basename(name));
  try {
    await mkdir(uploadDir, { recursive: true });
    await writeFile(path, data);
  } catch (error) {
    if (!NO_ROOM.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    await rm(path, { force: true });
    throw new ApiError(507, apiMessages.storageFull);
  }
  return name;
}
