/** A multipart/form-data body with one file, for app.inject. */
export function multipartFile(options: {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----runway${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field}"; filename="${options.filename}"\r\nContent-Type: ${options.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, options.data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The designer application's logo: a 1-pixel PNG in the `photos` field, as the console sends it. */
export const logoPng = () =>
  multipartFile({ field: 'photos', filename: 'logo.png', contentType: 'image/png', data: PNG_1PX });
