// The ceiling of this machine: a bare fastify route answering a small JSON, no plugins.
// Run in its own process by bench.ts, under the same loader and flags as the API server.
import { createRequire } from 'node:module';
import { serveBench } from './protocol';

type BareServer = {
  get: (path: string, handler: () => Promise<unknown>) => void;
  listen: (options: { port: number; host: string }) => Promise<string>;
  close: () => Promise<void>;
};
// fastify is the server package's dependency.
const requireFromServer = createRequire(
  new URL('../../packages/server/package.json', import.meta.url),
);
const Fastify = requireFromServer('fastify') as () => BareServer;

const bare = Fastify();
bare.get('/bare', async () => ({ success: true }));
const url = await bare.listen({ port: 0, host: '127.0.0.1' });
serveBench(`${url}/bare`, () => bare.close());
