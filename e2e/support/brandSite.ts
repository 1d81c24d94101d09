import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';

export type BrandSite = { origin: string; server: Server };

/**
 * A brand's site on an origin of its own (a free port on 127.0.0.1): one page whose `<main>`
 * holds `body()` (read on each request, so a test can set it later). Named by `host`: the
 * app runs on 127.0.0.1, so `localhost` makes the brand another site too, and the browser
 * partitions the framed player's storage as a real brand's site would.
 */
export async function brandSite(page: {
  title: string;
  body: () => string;
  head?: string;
  host: '127.0.0.1' | 'localhost';
}): Promise<BrandSite> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html>
<html lang="en">
  <head>
    <title>${page.title}</title>${page.head ?? ''}
  </head>
  <body>
    <main><h1>${page.title}</h1>
${page.body()}
    </main>
  </body>
</html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  return { origin: `http://${page.host}:${address.port}`, server };
}

/** The console's embed code for a player page, as a brand pastes it. */
export const playerFrame = (src: string, title: string, height: number) =>
  `<iframe src="${src}" title="${title}" width="100%" height="${height}" style="border:0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen data-runway-live-player></iframe>`;

export const closeSite = ({ server }: BrandSite) =>
  new Promise<void>((resolve) => server.close(() => resolve()));
