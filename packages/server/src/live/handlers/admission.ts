import { randomUUID } from 'node:crypto';
import type { Namespace } from 'socket.io';
import { liveHandshakeAuthSchema, liveMessages } from '@runway-live/domain/live';
import type { AppContext } from '../../context';
import { clientAddressOf } from '../../trustProxy';
import type { LiveSocket } from './kit';

/**
 * The live socket's door: the per-address cap on connections, then the handshake. Answers
 * `hold`, which a recovered socket (it skips the middlewares) calls to count again.
 */
export function admitSockets(ctx: AppContext, live: Namespace): (socket: LiveSocket) => void {
  /**
   * The live sockets each address holds in this process (LIVE_CONNECTIONS_PER_IP): a new
   * one past the cap is refused at the handshake, so one address cannot open hundreds of
   * viewers. Behind a load balancer that keeps a client on one process (socket.io's sticky
   * sessions by address), this is the address's count; otherwise it is per process.
   */
  const connections = new Map<string, number>();
  /** Counts the socket against its address until it disconnects or its connection closes. */
  function hold(socket: LiveSocket) {
    const { address } = socket.data;
    connections.set(address, (connections.get(address) ?? 0) + 1);
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      const left = (connections.get(address) ?? 1) - 1;
      if (left > 0) connections.set(address, left);
      else connections.delete(address);
    };
    socket.on('disconnect', release);
    socket.conn.once('close', release);
  }

  live.use((raw, next) => {
    const socket = raw as LiveSocket;
    socket.data.address = clientAddressOf(socket.request, ctx.config.trustProxy);
    socket.data.chatTimes = [];
    if ((connections.get(socket.data.address) ?? 0) >= ctx.config.liveConnectionsPerIp) {
      const refused = new Error(liveMessages.tooManyConnections) as Error & { data: unknown };
      refused.data = { code: 'too-many-connections' };
      next(refused);
      return;
    }
    hold(socket);
    next();
  });

  // The handshake: a valid token signs the socket in; a missing, bad or ended one leaves it
  // an anonymous viewer (it may watch; chatting says sign-in-required), never refused.
  live.use((socket, next) => {
    const data = (socket as LiveSocket).data;
    const auth = liveHandshakeAuthSchema.safeParse(socket.handshake.auth ?? {});
    const { token, viewerId } = auth.success ? auth.data : {};
    data.viewerId = viewerId ?? randomUUID();
    data.joined = {};
    data.claims = null;
    if (!token) return next();
    ctx.sessionCheck
      .claimsOf(token)
      .then(async (claims) => {
        await ctx.sessionCheck.rowOf(claims);
        data.claims = claims;
      })
      .catch(() => undefined)
      .finally(() => next());
  });

  return hold;
}
