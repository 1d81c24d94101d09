import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { apiMessages } from '@runway-live/domain';
import { batchLoader } from '../auth/batchLoader';
import { share } from '../resources/sharedAnswers';
import type { SessionTokens } from '../auth/sessionTokens';
import type { Database } from '../db/client';
import { designers, referenceVersion, users, type DesignerRow, type UserRow } from '../db/schema';
import { ApiError } from '../errors';
import { allows, type EndpointAccess, type EndpointRecord } from './access';
import { isApiUrl } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: EndpointAccess;
    /**
     * The handler reads the signed-in designer's profile (`request.sessionDesigner`): the
     * session check loads it in the same query, one database round trip instead of two.
     */
    sessionDesigner?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in account, loaded from the database on every call; null when public. */
    sessionUser: UserRow | null;
    /**
     * Its designer profile, on the routes that ask for it (`config.sessionDesigner`); null
     * elsewhere, and for an account without one.
     */
    sessionDesigner: DesignerRow | null;
    /**
     * The reference data's write count as the session check read it (after the call
     * arrived); null when public. Lists of reference data answer from memory while it holds.
     */
    referenceVersion: number | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access: the authorisation matrix walks it. */
    endpointTable: EndpointRecord[];
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role, index) => role === b[index]);
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
export const authPlugin = fp(
  async (app: FastifyInstance, options: { db: Database; tokens: SessionTokens }) => {
    app.decorate('endpointTable', [] as EndpointRecord[]);
    app.decorateRequest('sessionUser', null);
    app.decorateRequest('sessionDesigner', null);
    app.decorateRequest('referenceVersion', null);

    app.addHook('onRoute', (route) => {
      if (!isApiUrl(route.url) || route.method === 'HEAD') return;
      const access = route.config?.access;
      if (access === undefined) {
        throw new Error(`${String(route.method)} ${route.url} declares no access rule`);
      }
      // The OpenAPI document says who may call it, and whether a bearer token is needed.
      if (route.schema) {
        const who = typeof access === 'string' ? access : access.join(', ');
        route.schema.description = [route.schema.description, `Access: ${who}.`]
          .filter(Boolean)
          .join(' ');
        route.schema.security =
          access === 'public' ? [{ apiKey: [] }] : [{ apiKey: [], bearer: [] }];
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.endpointTable.push({ method, url: route.url, access });
      }
    });

    // Every signed-in call runs one of these, batched: the calls read in one turn of the
    // event loop share one round trip (auth/batchLoader.ts), which starts after each of them
    // arrived, so a revocation committed before a call arrived still ends it. The same row
    // carries the reference data's write count (decision 0010).
    const referenceSeen = sql<
      number | null
    >`(select ${referenceVersion.version} from ${referenceVersion})`.mapWith(Number);
    const sessionUsersByIds = options.db
      .select({ user: users, referenceVersion: referenceSeen })
      .from(users)
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('session_users_by_ids');
    const sessionUsersWithDesignersByIds = options.db
      .select({ user: users, designer: designers, referenceVersion: referenceSeen })
      .from(users)
      .leftJoin(designers, eq(designers.userId, users.id))
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('session_users_with_designers_by_ids');
    // A row goes to every call of its account in the batch: frozen, so none changes it for
    // the others (resources/sharedAnswers.ts).
    // The count is null only if someone deleted its row: then nothing is kept.
    type SessionRow = {
      user: UserRow;
      designer: DesignerRow | null;
      referenceVersion: number | null;
    };
    const sessionRow = batchLoader(async (ids: string[]): Promise<Map<string, SessionRow>> => {
      const rows = await sessionUsersByIds.execute({ ids });
      return new Map(rows.map((row) => [row.user.id, share({ ...row, designer: null })]));
    });
    const sessionRowWithDesigner = batchLoader(async (ids: string[]) => {
      const rows = await sessionUsersWithDesignersByIds.execute({ ids });
      return new Map(rows.map((row) => [row.user.id, share(row)]));
    });

    app.addHook('onRequest', async (request) => {
      // routeOptions is a getter that builds a new object: read it once.
      const { config } = request.routeOptions;
      const access = config.access;
      if (access === undefined || access === 'public') return;
      const token = bearerToken(request);
      if (!token) throw new ApiError(401, apiMessages.unauthorized);
      const claims = await options.tokens.verify(token);
      if (!claims) throw new ApiError(401, apiMessages.sessionExpired);
      const row = await (config.sessionDesigner === true
        ? sessionRowWithDesigner(claims.sub)
        : sessionRow(claims.sub));
      if (
        !row ||
        row.user.tokenVersion !== claims.ver ||
        !sameRoles(row.user.roles, claims.roles)
      ) {
        throw new ApiError(401, apiMessages.sessionExpired);
      }
      const { user } = row;
      if (user.status === 'suspended') throw new ApiError(403, apiMessages.accountSuspended);
      if (!allows(access, user.roles)) throw new ApiError(403, apiMessages.forbidden);
      request.sessionUser = user;
      request.sessionDesigner = row.designer;
      request.referenceVersion = row.referenceVersion;
    });
  },
);
