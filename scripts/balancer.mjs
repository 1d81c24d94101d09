// The scale mode's balancer (scripts/scale.mjs), for local trials of several server
// processes: what nginx or a cloud load balancer does in production (docs/scale/nginx.conf),
// in one file that needs nothing installed. Not for production traffic.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { createProxyServer } from 'httpxy';

/**
 * A reverse proxy in front of `targets` (base URLs), HTTP and WebSocket. Sticky by the
 * client's address, as nginx's `ip_hash`: socket.io's long-polling (the console's first
 * transport, before it upgrades) must reach the process holding its session. A target that
 * does not answer its `/ready` is out of rotation until it does, so a drained or killed
 * process's clients go to the others (and, with Redis, recover what they missed there).
 *
 * @param {{ targets: string[], probeMs?: number }} options
 */
export function createBalancer({ targets, probeMs = 1000 }) {
  const up = new Set(targets);
  const proxy = createProxyServer({ ws: true, xfwd: true });

  /** The up target of a client's address (the same while the set of up targets is). */
  const targetOf = (address) => {
    const ready = targets.filter((target) => up.has(target));
    if (ready.length === 0) return null;
    const hash = createHash('sha1')
      .update(address ?? '')
      .digest()
      .readUInt32BE(0);
    return ready[hash % ready.length];
  };
  const refused = (target) => {
    // Out of rotation at once; the probe lets it back in when it answers again.
    up.delete(target);
  };

  const server = createServer((request, response) => {
    const target = targetOf(request.socket.remoteAddress);
    if (!target) {
      response.writeHead(503, { 'content-type': 'text/plain' });
      return response.end('No server process is ready.');
    }
    proxy.web(request, response, { target }).catch(() => {
      refused(target);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('The server process did not answer; try again.');
    });
  });
  server.on('upgrade', (request, socket, head) => {
    const target = targetOf(request.socket.remoteAddress);
    if (!target) return socket.destroy();
    proxy.ws(request, socket, { target }, head).catch(() => {
      refused(target);
      socket.destroy();
    });
  });

  const probe = async () => {
    await Promise.all(
      targets.map(async (target) => {
        const ready = await fetch(`${target}/ready`, { signal: AbortSignal.timeout(probeMs) })
          .then((answer) => answer.ok)
          .catch(() => false);
        if (ready) up.add(target);
        else up.delete(target);
      }),
    );
  };
  const probing = setInterval(() => void probe(), probeMs);
  probing.unref();

  return {
    server,
    /** The targets in rotation now. */
    up: () => targets.filter((target) => up.has(target)),
    probe,
    close: () =>
      new Promise((resolve) => {
        clearInterval(probing);
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}
