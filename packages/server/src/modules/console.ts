import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONSOLE_SETTINGS_GLOBAL,
  CONSOLE_SETTINGS_PATH,
  type ConsoleSettings,
} from '@runway-live/domain/api';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { registerPlayerPage } from './playerPage';

/** Paths the console's router never owns: they 404 as JSON instead of getting index.html. */
const SERVER_PREFIXES = [
  '/api/',
  '/docs',
  '/uploads/',
  '/demo/',
  '/payments/',
  '/webhooks/',
  '/socket.io/',
];

/** The settings the console reads at run time, from the server's own configuration. */
export function consoleSettingsOf(config: Config): ConsoleSettings {
  return {
    apiKey: config.apiKey,
    envelopeSecret: config.envelopeSecret,
    publicUrl: config.publicUrl,
    mobile: { ...config.mobile },
  };
}

/**
 * The settings as a script: JSON with `<`, `>`, `&` and the JavaScript line separators
 * escaped, so no configured value can end a script element or break the statement.
 */
export function settingsScript(settings: ConsoleSettings): string {
  const json = JSON.stringify(settings).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `window.${CONSOLE_SETTINGS_GLOBAL} = ${json};\n`;
}

/**
 * The request's path as the router sees it (percent-decoded), so `/%61pi/x` is an /api path
 * here too, as it is for the routes; a path that does not decode is left as it came.
 */
function decodedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Serves the console from one process: its run-time settings (GET /settings.js, served
 * even without a build, so that the Vite dev server can pass it through), its built
 * files, and index.html for any other GET that asks for a page (the SPA fallback), so
 * deep links like /auth/reset-password/:token work, and the player's public pages
 * too (modules/playerPage.ts).
 */
export async function registerConsole(
  app: FastifyInstance,
  config: Config,
  ctx: AppContext,
): Promise<((request: FastifyRequest, reply: FastifyReply) => unknown) | null> {
  const script = settingsScript(consoleSettingsOf(config));
  app.get(CONSOLE_SETTINGS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      // A changed configuration applies on the next page load, never from a cache.
      .header('cache-control', 'no-store')
      .type('text/javascript; charset=utf-8')
      .send(script),
  );

  if (!existsSync(join(config.consoleDir, 'index.html'))) return null;
  await app.register(fastifyStatic, { root: config.consoleDir, prefix: '/', wildcard: false });
  // The embeddable player's pages: their own entry and their own frame-ancestors.
  registerPlayerPage(app, ctx, (reply, file) => reply.type('text/html').sendFile(file));
  return (request, reply) => {
    const path = decodedPath(request.url);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (!isPage) return null;
    return reply.type('text/html').sendFile('index.html');
  };
}
