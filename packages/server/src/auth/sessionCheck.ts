import { apiMessages } from '@runway-live/domain/api';
import type { Database } from '../db/client';
import { ApiError } from '../errors';
import { sameRoles, sessionRows, type SessionRow } from './sessionRows';
import type { SessionClaims, SessionTokens } from './sessionTokens';

/**
 * The one session check of a signed-in caller, for the API's routes (plugins/auth.ts) and
 * the live socket's handshake and host events (live/socket.ts): the token's signature and
 * expiry, then the account as the database has it now, so a password change, a reset, a
 * suspension or a role change ends the session at once.
 */
export type SessionCheck = {
  /** The claims of a valid token; throws 401 (sessionExpired) for any other. */
  claimsOf: (token: string) => Promise<SessionClaims>;
  /** The session row of verified claims; throws 401 when it no longer stands (suspended included). */
  rowOf: (claims: SessionClaims) => Promise<SessionRow>;
};

export function createSessionCheck(db: Database, tokens: SessionTokens): SessionCheck {
  const sessionRow = sessionRows(db);
  return {
    claimsOf: async (token) => {
      const claims = await tokens.verify(token);
      if (!claims) throw new ApiError(401, apiMessages.sessionExpired);
      return claims;
    },
    rowOf: async (claims) => {
      const row = await sessionRow(claims.sub);
      // A suspension ends the session (and bumps the token version): its 401 says why, and
      // the console shows that on the sign-in page (issue 27).
      if (row?.user.status === 'suspended') throw new ApiError(401, apiMessages.accountSuspended);
      if (
        !row ||
        row.user.tokenVersion !== claims.ver ||
        !sameRoles(row.user.roles, claims.roles)
      ) {
        throw new ApiError(401, apiMessages.sessionExpired);
      }
      return row;
    },
  };
}
