import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiErrorSchema, apiMessages, subscriptionMessages } from '@runway-live/domain/api';
import type { SessionCheck } from '../auth/sessionCheck';
import type { SessionRow } from '../auth/sessionRows';
import type { DesignerRow, UserRow } from '../db/schema';
import { ApiError } from '../errors';
import { mayWriteCatalogue } from '../resources/ownership';
import {
  allows,
  ENDPOINT_GATES,
  gateRefuses,
  type EndpointAccess,
  type EndpointGate,
  type EndpointRecord,
} from './access';
import { isApiUrl } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: EndpointAccess;
    /** A gate checked after the access rule (plugins/access.ts, EndpointGate). */
    gate?: EndpointGate;
    /**
     * A catalogue or event write: a designer may make it only while its application is
     * approved (resources/ownership.ts, mayWriteCatalogue).
     */
    catalogueWrite?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in account, loaded from the database on every call; null when public. */
    sessionUser: UserRow | null;
    /** Its designer profile; null when public, and for an account without one. */
    sessionDesigner: DesignerRow | null;
    /**
     * The reference data's version as the session check read it (after the call arrived);
     * null when public. Lists of reference data answer from memory while it holds.
     */
    referenceVersion: number | null;
    /** What the session check read (the three fields above); null when public. */
    sessionRow: SessionRow | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access: the authorisation matrix walks it. */
    endpointTable: EndpointRecord[];
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The signed-in account of the request, or throws 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.sessionUser) throw new ApiError(401, apiMessages.unauthorized);
  return request.sessionUser;
}

/**
 * Bearer JWT sessions. The token's roles and version are checked against the database on
 * every call, so a password change, a reset, a suspension or a role change ends the
 * session at once instead of after 12 hours.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { sessions: SessionCheck }) => {
  app.decorate('endpointTable', [] as EndpointRecord[]);
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('sessionDesigner', null);
  app.decorateRequest('referenceVersion', null);
  app.decorateRequest('sessionRow', null);

  app.addHook('onRoute', (route) => {
    if (!isApiUrl(route.url) || route.method === 'HEAD') return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`${String(route.method)} ${route.url} declares no access rule`);
    }
    const gate = route.config?.gate;
    if (gate !== undefined && (!ENDPOINT_GATES.includes(gate) || access === 'public')) {
      throw new Error(`${String(route.method)} ${route.url} declares an unknown or public gate`);
    }
    const catalogueWrite = route.config?.catalogueWrite === true;
    if (catalogueWrite && access === 'public') {
      throw new Error(`${String(route.method)} ${route.url} declares a public catalogue write`);
    }
    // The OpenAPI document says who may call it, and whether a bearer token is needed.
    if (route.schema) {
      const who = typeof access === 'string' ? access : access.join(', ');
      route.schema.description = [
        route.schema.description,
        `Access: ${who}.`,
        gate === 'subscription'
          ? 'Gate: subscription (402 for a designer whose subscription amount is above zero and whose subscription is not active; admin and staff are never gated).'
          : undefined,
        catalogueWrite
          ? 'Catalogue write: a designer needs an approved application (403 otherwise).'
          : undefined,
      ]
        .filter(Boolean)
        .join(' ');
      route.schema.security = access === 'public' ? [{ apiKey: [] }] : [{ apiKey: [], bearer: [] }];
      if (gate) {
        Object.assign(route.schema, { 'x-gate': gate });
        const response = (route.schema.response ?? {}) as Record<string, unknown>;
        route.schema.response = { ...response, 402: apiErrorSchema };
      }
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        app.endpointTable.push({
          method,
          url: route.url,
          access,
          ...(gate ? { gate } : {}),
          ...(catalogueWrite ? { catalogueWrite: true as const } : {}),
          rateLimits: route.config?.rateLimits ?? [],
        });
      }
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const token = bearerToken(request);
    if (!token) throw new ApiError(401, apiMessages.unauthorized);
    const claims = await options.sessions.claimsOf(token);
    const row = await options.sessions.rowOf(claims);
    const { user } = row;
    if (!allows(access, user.roles)) throw new ApiError(403, apiMessages.forbidden);
    if (request.routeOptions.config.catalogueWrite && !mayWriteCatalogue(user, row.designer)) {
      throw new ApiError(403, apiMessages.catalogueNeedsApproval);
    }
    if (gateRefuses(request.routeOptions.config.gate, user.roles, row.designer)) {
      throw new ApiError(402, subscriptionMessages.required);
    }
    request.sessionUser = user;
    request.sessionDesigner = row.designer;
    request.referenceVersion = row.referenceVersion;
    request.sessionRow = row;
  });
});
