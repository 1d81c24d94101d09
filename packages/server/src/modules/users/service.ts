import { and, asc, eq, sql } from 'drizzle-orm';
import { effectiveRole, roleSide } from '@runway-live/domain/access';
import {
  apiMessages,
  type ApiUser,
  type runwayUserRequestSchema,
  type updateUserRequestSchema,
} from '@runway-live/domain/api';
import { majorToMinor } from '@runway-live/domain/money';
import { accountNames, splitFullName } from '@runway-live/domain/payloads';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { designers, users, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { inTransactionWithMail } from '../../mail/outbox';
import type { Queries } from '../../resources/transaction';
import { queuePasswordLink } from '../auth/links';
import { designerProfileRow } from '../designers/profileRow';
import { toApiUser } from './presenter';
import { findUserByEmail, findUserById } from './repository';

type RunwayUser = z.output<typeof runwayUserRequestSchema>;
type UserUpdate = z.output<typeof updateUserRequestSchema>;

/** Fields only an admin may set: a designer cannot raise its own commission or role. */
const ADMIN_ONLY_FIELDS = [
  'roles',
  'commission',
  'subscriptionAmount',
  'status',
  'applicationStatus',
] as const;

const USER_FIELDS = [
  'fullName',
  'firstName',
  'lastName',
  'mobileNumber',
  'about',
  'profile',
  'country',
  'subRoles',
  'roles',
  'status',
] as const;

const DESIGNER_FIELDS = [
  'brandName',
  'website',
  'instagram',
  'facebook',
  'identification',
  'businessTelephone',
  'taxResaleNumber',
  'enquiry',
  'address',
  'returnAddress',
  'returnAddressIsSame',
  'brandLogo',
  'commission',
  'subscriptionAmount',
  'applicationStatus',
] as const;

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<T> {
  const out: Partial<T> = {};
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

/** An admin creates a staff member or a designer; the account chooses its password by mail. */
export async function createRunwayUser(ctx: AppContext, body: RunwayUser): Promise<ApiUser> {
  if (await findUserByEmail(ctx.database.db, body.email)) {
    throw new ApiError(409, apiMessages.emailTaken, { field: 'email' });
  }
  const names = splitFullName(body.fullName);
  const isDesigner = roleSide(body) === 'designer';
  const id = await inTransactionWithMail(ctx, async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: body.email,
        fullName: body.fullName,
        firstName: body.firstName || body.contactFirstName || names.firstName,
        lastName: body.lastName || body.contactLastName || names.lastName,
        mobileNumber: body.mobileNumber,
        about: body.about,
        profile: body.profile || body.brandLogo,
        roles: body.roles,
        subRoles: isDesigner ? ['Designer'] : [],
      })
      .returning({ id: users.id, email: users.email });
    if (!created) throw new Error('insert returned no row');
    if (isDesigner) {
      await tx.insert(designers).values({
        userId: created.id,
        ...designerProfileRow(body),
        commission: body.commission,
        subscriptionAmount: body.subscriptionAmount,
        brandLogo: body.brandLogo,
      });
    }
    await queuePasswordLink(ctx, tx, created, true);
    return created.id;
  });
  const found = await findUserById(ctx.database.db, id);
  if (!found) throw new ApiError(404, apiMessages.notFound);
  return toApiUser(found.user, found.designer);
}

/**
 * Updates the caller's own account, or (admin) anyone's. Approving a pending designer
 * without a password mails it a set-password link (API.md, who gets which role).
 */
export async function updateUser(
  ctx: AppContext,
  caller: UserRow,
  body: UserUpdate,
): Promise<ApiUser> {
  const targetId = body.user_id ?? body._id ?? caller.id;
  const callerIsAdmin = effectiveRole(caller) === 'admin';
  if (targetId !== caller.id && !callerIsAdmin) throw new ApiError(403, apiMessages.forbidden);
  if (!callerIsAdmin && ADMIN_ONLY_FIELDS.some((field) => body[field] !== undefined)) {
    throw new ApiError(403, apiMessages.cannotChangeOwnRoles);
  }
  const found = await findUserById(ctx.database.db, targetId);
  if (!found) throw new ApiError(404, apiMessages.notFound);

  // The full name and its parts are one value: a change to either sets all three (issue 27).
  const userChanges = { ...pick(body, USER_FIELDS), ...accountNames(body) };
  const designerChanges: Record<string, unknown> = pick(body, DESIGNER_FIELDS);
  // The shop's flat shipping: major units in the body, whole cents in the column.
  if (body.shippingFlatRate !== undefined) {
    designerChanges.shippingFlatRate = majorToMinor(body.shippingFlatRate);
  }
  if (body.returnAddressIsSame && typeof body.address === 'object') {
    designerChanges.returnAddress = body.address;
  }
  await inTransactionWithMail(ctx, async (tx) => {
    // The application's status as last committed, its row locked like an approve or reject
    // locks it (modules/designers/applications.ts), so a decision made at the same time is
    // seen and the set-password link is mailed once.
    const [locked] =
      body.applicationStatus !== undefined
        ? await tx
            .select({ status: designers.applicationStatus })
            .from(designers)
            .where(eq(designers.userId, targetId))
            .for('update')
        : [];
    if (userChanges.roles !== undefined || userChanges.status !== undefined) {
      await keepAnActiveAdmin(tx, targetId, userChanges);
    }
    const applicationStatus = locked?.status ?? found.designer?.applicationStatus;
    const approving = body.applicationStatus === 'approved' && applicationStatus === 'pending';
    if (Object.keys(userChanges).length > 0) {
      // A suspension ends the account's sessions for good: reactivating it later does not
      // bring them back (#10.9).
      const endSessions =
        userChanges.status === 'suspended' ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {};
      await tx
        .update(users)
        .set({ ...userChanges, ...endSessions })
        .where(eq(users.id, targetId));
    }
    const designerRole = roleSide({ roles: userChanges.roles ?? found.user.roles }) === 'designer';
    if (Object.keys(designerChanges).length > 0 && designerRole) {
      // An admin deciding an application here is recorded like an approve or reject.
      const decided =
        designerChanges.applicationStatus !== undefined &&
        designerChanges.applicationStatus !== applicationStatus
          ? { applicationDecidedAt: new Date(), applicationDecidedBy: caller.id }
          : {};
      const row = { ...designerChanges, ...decided };
      await tx
        .insert(designers)
        .values({ userId: targetId, ...row })
        .onConflictDoUpdate({ target: designers.userId, set: row });
    }
    if (approving && !found.user.passwordHash) {
      await queuePasswordLink(ctx, tx, found.user, true);
    }
  });
  // After the commit: a suspension, new roles, a name or an application's decision reach
  // the account's live sockets at once (they check their session again, decision 0042).
  if (Object.keys(userChanges).length > 0 || Object.keys(designerChanges).length > 0) {
    ctx.live.tell({ kind: 'account', userId: targetId });
  }
  const updated = await findUserById(ctx.database.db, targetId);
  if (!updated) throw new ApiError(404, apiMessages.notFound);
  return toApiUser(updated.user, updated.designer);
}

/** Whether an account with these roles and status is an active admin (its first role). */
function isActiveAdmin(account: { roles: readonly string[]; status: string }): boolean {
  return effectiveRole(account) === 'admin' && account.status === 'active';
}

/**
 * Refuses (409) a change that would leave no active admin: the last one losing the role or
 * being suspended. Every active admin's row is locked first, in id order, so of two admins
 * demoting each other at once the second sees the first's change and is refused: one admin
 * is left.
 */
async function keepAnActiveAdmin(
  tx: Queries,
  targetId: string,
  changes: Partial<Pick<UserRow, 'roles' | 'status'>>,
): Promise<void> {
  const admins = await tx
    .select({ id: users.id, roles: users.roles, status: users.status })
    .from(users)
    .where(and(sql`${users.roles}[1] = 'admin'`, eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  const target = admins.find((admin) => admin.id === targetId);
  if (!target || isActiveAdmin({ ...target, ...changes })) return;
  if (!admins.some((admin) => admin.id !== targetId)) {
    throw new ApiError(409, apiMessages.lastAdmin);
  }
}

/** Admin and staff read anyone; everyone else only themselves. */
export async function getUserById(
  ctx: AppContext,
  caller: UserRow,
  userId: string,
): Promise<ApiUser> {
  if (userId !== caller.id && roleSide(caller) !== 'admin-or-staff') {
    throw new ApiError(403, apiMessages.forbidden);
  }
  const found = await findUserById(ctx.database.db, userId);
  if (!found) throw new ApiError(404, apiMessages.notFound);
  return toApiUser(found.user, found.designer);
}
