import { count, eq } from 'drizzle-orm';
import { apiMessages, type DesignerDetail } from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { events, looks, orders, products, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { toApiUser } from '../users/presenter';
import { findUserById } from '../users/repository';

/**
 * GET /api/v2/designers/:id: the designer's account and brand, who decided its application
 * and when, and how many products, looks, events and orders it has. Not a designer: 404.
 */
export async function designerDetail(ctx: AppContext, id: string): Promise<DesignerDetail> {
  const { db } = ctx.database;
  const found = await findUserById(db, id);
  if (!found?.designer) throw new ApiError(404, apiMessages.notFound);
  const { designer } = found;
  const deciderId = designer.applicationDecidedBy;
  const [decider, [productCount], [lookCount], [eventCount], [orderCount]] = await Promise.all([
    deciderId
      ? db
          .select({ _id: users.id, fullName: users.fullName })
          .from(users)
          .where(eq(users.id, deciderId))
          .then((rows) => rows[0] ?? null)
      : null,
    db.select({ n: count() }).from(products).where(eq(products.designerId, id)),
    db.select({ n: count() }).from(looks).where(eq(looks.designerId, id)),
    db.select({ n: count() }).from(events).where(eq(events.designerId, id)),
    db.select({ n: count() }).from(orders).where(eq(orders.designerId, id)),
  ]);
  return {
    ...toApiUser(found.user, designer),
    application: {
      status: designer.applicationStatus,
      decidedAt: designer.applicationDecidedAt?.toISOString() ?? null,
      decidedBy: decider,
      rejectionReason: designer.rejectionReason,
    },
    counts: {
      products: productCount?.n ?? 0,
      looks: lookCount?.n ?? 0,
      events: eventCount?.n ?? 0,
      orders: orderCount?.n ?? 0,
    },
  };
}
