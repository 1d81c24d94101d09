const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Image types a paste may carry (spec section 9: png, jpg or jpeg data). */
const PASTABLE_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg']);

function randomAlphanumerics(count: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(count));
  // 256 is not a multiple of 62: the slight bias is harmless for a file name.
  return Array.from(bytes, (byte) => ALPHANUMERICS[byte % ALPHANUMERICS.length]).join('');
}

/** A pasted image's name: the timestamp plus 5 random alphanumerics, with .jpg (spec section 9). */
export function pastedImageName(now: number = Date.now()): string {
  return `${now}${randomAlphanumerics(5)}.jpg`;
}

/** The confirmed crop is always a JPEG: keep the chosen file's name, change its extension. */
export function jpegName(sourceName: string): string {
  const base = sourceName.replace(/\.[^./\\]*$/, '');
  return `${base || 'image'}.jpg`;
}

/** The first png/jpg/jpeg image of a paste, renamed by the pasted-image rule; null when none. */
export function imageFromClipboard(data: DataTransfer | null): File | null {
  const file = Array.from(data?.files ?? []).find((candidate) =>
    PASTABLE_TYPES.has(candidate.type),
  );
  return file ? new File([file], pastedImageName(), { type: file.type }) : null;
}
