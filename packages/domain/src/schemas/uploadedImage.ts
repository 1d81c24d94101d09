import { textField } from './validators';

/**
 * The name the server gives an uploaded image (spec section 9: 'brands_' + a random part +
 * a timestamp + the extension of its decoded type), in a syntax both JavaScript and
 * PostgreSQL read: the server's upload janitor finds the names the database refers to with it.
 */
export const UPLOAD_NAME_SOURCE = 'brands_[a-z0-9]+_[0-9]+\\.(?:png|jpg)';
export const UPLOAD_NAME_PATTERN = new RegExp(`^${UPLOAD_NAME_SOURCE}$`);

export const UPLOADED_IMAGE_MESSAGE = 'Must be an uploaded image';

/** Is `name` a name this server gave an upload (not a URL, a path or a script)? */
export function isUploadName(name: string): boolean {
  return UPLOAD_NAME_PATTERN.test(name);
}

/**
 * An image field of a product, look or designer (issue 19, attack 6): only an upload's
 * name, so `https://evil.example/…`, `javascript:`, `../../etc/passwd` and `file://` are
 * refused at every edge with the same message.
 */
export function uploadedImageName() {
  return textField(UPLOADED_IMAGE_MESSAGE)
    .trim()
    .regex(UPLOAD_NAME_PATTERN, { error: UPLOADED_IMAGE_MESSAGE });
}

/** An image field that may be cleared: an upload's name, or empty. */
export function optionalUploadedImageName() {
  return textField(UPLOADED_IMAGE_MESSAGE)
    .trim()
    .refine((name) => name === '' || isUploadName(name), { error: UPLOADED_IMAGE_MESSAGE });
}
