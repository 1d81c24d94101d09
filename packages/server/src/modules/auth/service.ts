import { eq, sql } from 'drizzle-orm';
import { effectiveRole, roleSide, signInRefusal } from '@runway-live/domain/access';
import { apiMessages, type ApiUser } from '@runway-live/domain/api';
import { messages } from '@runway-live/domain/messages';
import { splitFullName } from '@runway-live/domain/payloads';
import type { z } from 'zod';
import type {
  loginRequestSchema,
  registerDesignerRequestSchema,
  registerRequestSchema,
  webUserRequestSchema,
} from '@runway-live/domain/api';
import { consumeMailToken, peekMailToken, revokeMailTokens } from '../../auth/mailTokens';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { designers, users, type DesignerRow, type UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import { inTransactionWithMail, queueMail } from '../../mail/outbox';
import { designerProfileRow } from '../designers/profileRow';
import { toApiUser } from '../users/presenter';
import { findUserByEmail, findUserById, type UserWithDesigner } from '../users/repository';
import { applicationReceivedMail } from './mails';
import type { FailureLimit } from './limits';
import { queuePasswordLink, queueVerifyLink } from './links';
import { recordAudit } from '../audit/record';

export type Session = { user: ApiUser; token: string };

/**
 * Throws the 403 of the domain's sign-in rule (signInRefusal) when the account may not be
 * handed a session: suspended, an applicant whose application is pending or rejected, a
 * designer whose e-mail is unverified, a shopper on the console (`onConsole`).
 */
function assertMaySignIn(
  found: UserWithDesigner,
  onConsole: boolean,
  /** The caller holds a link mailed to the address (a reset link): it is proven. */
  addressProven = false,
): void {
  const refusal = signInRefusal(
    {
      roles: found.user.roles,
      status: found.user.status,
      emailVerified: addressProven || found.user.emailVerifiedAt !== null,
      applicationStatus: found.designer?.applicationStatus,
    },
    onConsole,
  );
  if (refusal) throw new ApiError(403, refusal.message, { code: refusal.code });
}

async function sessionFor(ctx: AppContext, userId: string, onConsole = false): Promise<Session> {
  const found = await findUserById(ctx.database.db, userId);
  if (!found) throw new ApiError(404, apiMessages.notFound);
  const { user, designer } = found;
  // Read again here: a suspension (or a decision on the application) committed since the
  // caller's check has bumped the token version, and a session signed with the new version
  // would outlive the suspension once the account is reactivated.
  assertMaySignIn(found, onConsole);
  const token = await ctx.sessions.sign({
    sub: user.id,
    roles: user.roles,
    ver: user.tokenVersion,
  });
  return { user: toApiUser(user, designer), token };
}

async function assertEmailFree(ctx: AppContext, email: string): Promise<void> {
  if (await findUserByEmail(ctx.database.db, email))
    throw new ApiError(409, apiMessages.emailTaken, { field: 'email' });
}

export async function emailExists(ctx: AppContext, email: string): Promise<boolean> {
  return (await findUserByEmail(ctx.database.db, email)) !== null;
}

export async function login(
  ctx: AppContext,
  body: z.output<typeof loginRequestSchema>,
): Promise<Session> {
  const found = await findUserByEmail(ctx.database.db, body.email);
  // The audit log names the account when there is one, never the e-mail typed (0050).
  const signIn = (action: 'sign-in' | 'sign-in-failed') =>
    recordAudit(ctx.database.db, ctx.database.db, {
      action,
      resource: 'users',
      resourceId: found?.user.id ?? null,
      actor: {
        accountId: found?.user.id ?? null,
        role: found ? (effectiveRole(found.user) ?? null) : null,
      },
    });
  try {
    // The same answer, after the same work, for an unknown e-mail and a wrong password.
    const passwordMatches = await verifyPassword(found?.user.passwordHash ?? null, body.password);
    // An applicant is told where the application stands, with or without a password (it
    // has none until it is approved); anyone else needs the right password first.
    if (found && isApplicant(found)) assertMaySignIn(found, true);
    if (!found || !passwordMatches) throw new ApiError(401, messages.invalidLogin);
    const onConsole = body.device_type === 'cms';
    assertMaySignIn(found, onConsole);
    const session = await sessionFor(ctx, found.user.id, onConsole);
    await signIn('sign-in');
    return session;
  } catch (error) {
    if (error instanceof ApiError) await signIn('sign-in-failed');
    throw error;
  }
}

/** A designer whose application is pending or was rejected: no session, no reset link. */
function isApplicant(found: UserWithDesigner): boolean {
  const status = found.designer?.applicationStatus;
  return roleSide(found.user) === 'designer' && (status === 'pending' || status === 'rejected');
}

/**
 * Queues a reset link to an active account, after the reply: a known and an unknown e-mail
 * are answered alike (no probing by content), and equally fast: both are one look-up
 * before the reply, the link and its mail are written after it. An applicant is told
 * instead that its application is under review (or was not approved), and gets no link:
 * the link would hand it a session (issue 27).
 */
export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  const found = await findUserByEmail(ctx.database.db, email);
  if (found && isApplicant(found)) assertMaySignIn(found, false);
  if (!found || found.user.status === 'suspended') return;
  const { user } = found;
  ctx.mail.defer(() => inTransactionWithMail(ctx, (tx) => queuePasswordLink(ctx, tx, user)));
}

/**
 * Queues a new verification link, after the reply, to an active account whose e-mail is
 * not verified yet; answered alike for every e-mail.
 */
export async function resendVerification(ctx: AppContext, email: string): Promise<void> {
  const found = await findUserByEmail(ctx.database.db, email);
  if (!found || found.user.emailVerifiedAt !== null || found.user.status === 'suspended') return;
  if (isApplicant(found)) return;
  const { user } = found;
  const fromWizard = roleSide(user) === 'designer';
  ctx.mail.defer(() =>
    inTransactionWithMail(ctx, (tx) => queueVerifyLink(ctx, tx, user, fromWizard)),
  );
}

export async function resetTokenIsValid(ctx: AppContext, token: string): Promise<boolean> {
  return (await peekMailToken(ctx.database.db, token, 'reset')) !== null;
}

/** Sets the password, ends every earlier session and reset link, and signs the account in. */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<Session> {
  // An account that may not sign in keeps its link and its password: nothing is changed.
  const holder = await peekMailToken(ctx.database.db, token, 'reset');
  const found = holder && (await findUserById(ctx.database.db, holder));
  if (found) assertMaySignIn(found, false, true);
  const passwordHash = await hashPassword(password);
  const userId = await ctx.database.db.transaction(async (tx) => {
    const owner = await consumeMailToken(tx, token, 'reset');
    if (!owner) return null;
    await revokeMailTokens(tx, owner, 'reset');
    await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        // The link came by mail, so the address is proven too.
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(eq(users.id, owner));
    await recordAudit(ctx.database.db, tx, {
      action: 'password-reset',
      resource: 'users',
      resourceId: owner,
      actor: { accountId: owner, role: found ? (effectiveRole(found.user) ?? null) : null },
    });
    return owner;
  });
  if (!userId) throw new ApiError(400, apiMessages.resetTokenInvalid);
  // The account's live sockets check their session again: the old tokens ended.
  ctx.live.tell({ kind: 'account', userId });
  return sessionFor(ctx, userId);
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<Session> {
  const userId = await ctx.database.db.transaction(async (tx) => {
    const owner = await consumeMailToken(tx, token, 'verify');
    if (owner)
      await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner));
    return owner;
  });
  if (!userId) throw new ApiError(400, apiMessages.verifyTokenInvalid);
  return sessionFor(ctx, userId);
}

/**
 * Changes the caller's password; earlier tokens and reset links stop working, a fresh token
 * is returned. Wrong old passwords are counted by `attempts`: a stolen session cannot
 * guess the password at will.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  oldPassword: string,
  newPassword: string,
  attempts: FailureLimit,
): Promise<string> {
  await attempts.assertAllowed();
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    await attempts.recordFailure();
    // Named, so the form shows it under the current password and nowhere else.
    throw new ApiError(400, apiMessages.wrongOldPassword, { field: 'oldpassword' });
  }
  const passwordHash = await hashPassword(newPassword);
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    await revokeMailTokens(tx, user.id, 'reset');
    await recordAudit(ctx.database.db, tx, {
      action: 'password-change',
      resource: 'users',
      resourceId: user.id,
    });
  });
  // The account's live sockets check their session again: the old tokens ended.
  ctx.live.tell({ kind: 'account', userId: user.id });
  return (await sessionFor(ctx, user.id)).token;
}

/** A shopper (roles ['user']) for the buyer apps and the web player. */
export async function registerShopper(
  ctx: AppContext,
  body: z.output<typeof registerRequestSchema>,
): Promise<Session> {
  await assertEmailFree(ctx, body.email);
  const passwordHash = await hashPassword(body.password);
  const id = await inTransactionWithMail(ctx, async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: body.email,
        passwordHash,
        fullName: body.fullName,
        ...splitFullName(body.fullName),
        roles: ['user'],
      })
      .returning({ id: users.id, email: users.email });
    if (!created) throw new Error('insert returned no row');
    await queueVerifyLink(ctx, tx, created, false);
    return created.id;
  });
  return sessionFor(ctx, id);
}

/** The register wizard: a brand account (roles ['designer']), unverified, with a verify mail. */
export async function registerWebUser(
  ctx: AppContext,
  body: z.output<typeof webUserRequestSchema>,
): Promise<void> {
  await assertEmailFree(ctx, body.email);
  const passwordHash = await hashPassword(body.password);
  await inTransactionWithMail(ctx, async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        fullName: [body.firstName, body.lastName].filter(Boolean).join(' '),
        mobileNumber: body.mobileNumber,
        country: body.address.country,
        roles: ['designer'],
        // The schema keeps section 3's values only, Designer first (withBaseSubRole).
        subRoles: body.subRoles,
      })
      .returning({ id: users.id, email: users.email });
    if (!created) throw new Error('insert returned no row');
    await tx.insert(designers).values({
      userId: created.id,
      brandName: body.brandName,
      website: body.website,
      applicationStatus: 'approved',
    });
    await queueVerifyLink(ctx, tx, created, true);
  });
}

/** The designer application: a pending designer without a password, until an admin approves. */
export async function registerDesigner(
  ctx: AppContext,
  body: z.output<typeof registerDesignerRequestSchema>,
): Promise<void> {
  await assertEmailFree(ctx, body.email);
  const names = splitFullName(body.fullName);
  await inTransactionWithMail(ctx, async (tx) => {
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
        country: typeof body.address === 'object' ? body.address.country : '',
        roles: ['designer'],
        subRoles: ['Designer'],
      })
      .returning({ id: users.id });
    if (!created) throw new Error('insert returned no row');
    await tx.insert(designers).values({
      userId: created.id,
      ...designerProfileRow(body),
      brandLogo: body.brandLogo || body.profile,
      applicationStatus: 'pending',
    });
    await queueMail(tx, applicationReceivedMail(body.email, body.brandName));
  });
}

/**
 * The signed-in account as the API shows it. GET /api/auth/me is the console's hottest
 * call: the session check has the account and its designer profile already
 * (auth/sessionRows.ts), so nothing more is read here.
 */
export function currentUser(user: UserRow, designer: DesignerRow | null): ApiUser {
  return toApiUser(user, roleSide(user) === 'designer' ? designer : null);
}
