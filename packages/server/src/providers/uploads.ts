import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadStorage } from './uploadStorage';

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

/**
 * Stores the image as 'brands_' + random + timestamp + extension (section 9) in the upload
 * storage and answers the name (a full disk answers 507, from the storage).
 */
export async function storeUpload(storage: UploadStorage, data: Uint8Array, extension: string) {
  const name = `brands_${randomBytes(6).toString('hex')}_${Date.now()}${extension}`;
  await storage.put(name, data, extension === '.png' ? 'image/png' : 'image/jpeg');
  return name;
}
