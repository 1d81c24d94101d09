import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { normalizeIP } from '@fastify/rate-limit';
import { z } from 'zod';

/**
 * TRUST_PROXY: whose X-Forwarded-For is believed, so whose word names the client that the
 * per-IP rate limits count. Nobody's by default: the client is the socket's peer.
 */
export type TrustProxy = number | string[] | false;

/** proxy-addr's names for address ranges, which fastify's trustProxy accepts. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  if (bits === undefined) return isIP(address) !== 0 || RANGE_NAMES.includes(address);
  const max = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : 0;
  return max > 0 && /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * The setting: unset, empty or 0 for nobody; a hop count for that many proxies in front of
 * the server; or a comma-separated list of addresses, CIDR ranges and proxy-addr's names
 * (loopback, linklocal, uniquelocal). `true` is refused: believing every sender lets any
 * client pick its own IP and walk around the per-IP rate limits.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === '' || value === '0' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.find((entry) => !isProxyAddress(entry));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `expects a hop count or a list of proxy addresses, not "${bad}"`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` for the setting. Fastify 5 treats a bare number as "trust nobody"
 * (it cannot tell a proxy from a direct client), so a hop count is given as proxy-addr's
 * function: the `count` nearest hops are trusted, whoever they are. That is what the
 * operator asked for; it is safe only when the server is reachable through its proxies
 * alone, which is why a list of addresses is the better setting where it can be given.
 */
export function trustProxyOption(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * The client of a request that did not go through fastify (the live socket's handshake),
 * named as fastify names `request.ip` (the same proxy-addr, the same trust), then keyed as
 * the per-IP rate limits key it: an IPv6 address by its /64, where one client has many.
 */
export function clientAddressOf(request: IncomingMessage, setting: TrustProxy): string {
  const trust = trustProxyOption(setting);
  const address =
    trust === false
      ? (request.socket.remoteAddress ?? '')
      : proxyAddr(request, typeof trust === 'function' ? trust : proxyAddr.compile(trust));
  return address === '' ? address : normalizeIP(address);
}
