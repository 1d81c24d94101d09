import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import { isAdminOrStaff, effectiveRole, mayOwnCatalogue } from '@runway-live/domain/access';
import { apiMessages } from '@runway-live/domain/api';
import type { Database } from '../db/client';
import { designers, users, type DesignerRow, type UserRow } from '../db/schema';
import { ApiError } from '../errors';

/**
 * Ownership of designer-owned resources (API.md, "Single objects, ownership and gates"),
 * written once for products and every owned resource after them:
 * - a designer sees and changes only rows whose designerId is their own; another
 *   designer's row answers 404 (never 403, so ids cannot be probed);
 * - admin and staff see every row.
 */

/** The designer whose rows the user is limited to; null for admin and staff (all rows). */
export function ownerOf(user: Pick<UserRow, 'id' | 'roles'>): string | null {
  return isAdminOrStaff(effectiveRole(user)) ? null : user.id;
}

/** The condition that limits a list or a lookup to the user's rows; undefined for all. */
export function ownedBy(column: AnyColumn, user: Pick<UserRow, 'id' | 'roles'>): SQL | undefined {
  const owner = ownerOf(user);
  return owner === null ? undefined : eq(column, owner);
}

/** `where` AND the ownership condition: the WHERE of a single-row read or write. */
export function ownedWhere(
  where: SQL,
  column: AnyColumn,
  user: Pick<UserRow, 'id' | 'roles'>,
): SQL {
  return and(where, ownedBy(column, user))!;
}

/**
 * The designerId a write names: a designer's is always their own (naming another is 403);
 * admin and staff may name one (`designerOfCreate` requires it on a create and checks that
 * it names a designer).
 */
export function writtenDesignerId(
  user: Pick<UserRow, 'id' | 'roles'>,
  named: string | undefined,
  notYours: string = apiMessages.notYourDesignerId,
): string | undefined {
  const owner = ownerOf(user);
  if (owner === null) return named;
  if (named !== undefined && named !== owner) {
    throw new ApiError(403, notYours);
  }
  return owner;
}

/**
 * A PATCH's designerId: checked as `writtenDesignerId` (another designer's is 403 with
 * `messages.notYourDesignerId`), and it may only name the row's own designer, since a row
 * never changes designer (400 `messages.designerFixed`). Nothing when the PATCH names none.
 */
export function checkDesignerKept(
  user: Pick<UserRow, 'id' | 'roles'>,
  named: string | undefined,
  current: string,
  messages: { notYourDesignerId: string; designerFixed: string },
): void {
  if (named === undefined) return;
  if (writtenDesignerId(user, named, messages.notYourDesignerId) !== current) {
    throw new ApiError(400, messages.designerFixed);
  }
}

/**
 * Whether the user exists and may own products and looks: the domain's one rule
 * (mayOwnCatalogue: an approved designer), the same the console's designer pickers offer.
 */
export async function isDesigner(db: Pick<Database, 'select'>, id: string): Promise<boolean> {
  const [row] = await db
    .select({ roles: users.roles, applicationStatus: designers.applicationStatus })
    .from(users)
    .leftJoin(designers, eq(designers.userId, users.id))
    .where(eq(users.id, id));
  return row !== undefined && mayOwnCatalogue(row);
}

/**
 * The designer a create names (products, looks): a designer's own id (naming another is a
 * 403 with `messages.notYours`); admin and staff must name an existing designer (400
 * `messages.required` when missing, apiMessages.designerIdUnknown when not a designer).
 */
export async function designerOfCreate(
  db: Pick<Database, 'select'>,
  user: Pick<UserRow, 'id' | 'roles'>,
  named: string | undefined,
  messages: { required: string; notYours: string },
): Promise<string> {
  const designerId = writtenDesignerId(user, named, messages.notYours);
  if (designerId === undefined) throw new ApiError(400, messages.required);
  // A designer's own id needs no look-up; the id admin or staff name must be a designer's.
  if (ownerOf(user) === null && !(await isDesigner(db, designerId))) {
    throw new ApiError(400, apiMessages.designerIdUnknown);
  }
  return designerId;
}

/**
 * Whether the user may manage a row of `designerId`: admin and staff any, a designer their
 * own (the rule ownedWhere applies in SQL, for a row already read: the live room's host
 * events).
 */
export function mayManage(user: Pick<UserRow, 'id' | 'roles'>, designerId: string): boolean {
  const owner = ownerOf(user);
  return owner === null || owner === designerId;
}

/**
 * Whether the caller may write the catalogue and its shows (products, looks, events and
 * their carousel times, web products, web events, groups, imports): admin and staff, for
 * any designer (a create names an approved designer: designerOfCreate); a designer only
 * while its own application is approved, the domain's one rule (mayOwnCatalogue), so an
 * applicant whose application is pending or was rejected writes nothing even with a
 * session. Routes declare it with `config: { catalogueWrite: true }` (crudRoutes'
 * `catalogue`), and the auth plugin asks here before the handler runs (403
 * apiMessages.catalogueNeedsApproval).
 */
export function mayWriteCatalogue(
  user: Pick<UserRow, 'id' | 'roles'>,
  designer: Pick<DesignerRow, 'applicationStatus'> | null,
): boolean {
  return (
    ownerOf(user) === null ||
    mayOwnCatalogue({ roles: user.roles, applicationStatus: designer?.applicationStatus })
  );
}

/**
 * Whether the caller hosts a show of `designerId` in its live room (going live, pushing
 * products, moderating): the rows it may manage (mayManage) under the catalogue writes' rule
 * (mayWriteCatalogue), so an applicant whose application is pending or was rejected hosts
 * nothing, as they write nothing over the API.
 */
export function mayHost(
  user: Pick<UserRow, 'id' | 'roles'>,
  designer: Pick<DesignerRow, 'applicationStatus'> | null,
  designerId: string,
): boolean {
  return mayManage(user, designerId) && mayWriteCatalogue(user, designer);
}
