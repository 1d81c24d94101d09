import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { registerRequestSchema, runwayUserRequestSchema } from '@runway-live/domain/api';
import {
  categoryFormSchema,
  colorFormSchema,
  productFormSchema,
  sizeChartFormSchema,
} from '@runway-live/domain/schemas';
import { couponFormSchema } from '@runway-live/domain/coupons';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import * as schema from '../src/db/schema';
import { UNIQUE_CONSTRAINTS, uniqueViolation } from '../src/plugins/uniqueViolations';

/**
 * Tables no request writes: reference_version (0006) and order_lines (0032, the orders'
 * lines kept by their trigger) are written by triggers alone.
 */
const WRITTEN_BY_THE_DATABASE = new Set(['reference_version', 'order_lines']);
/**
 * Tables whose every insert is `on conflict`, so no key collides: those only a payment
 * provider's events write (an event delivered twice is applied once:
 * modules/subscription/events.ts), and the live room's mutes and blocks (muting a muted
 * viewer again changes nothing: live/rooms/viewers.ts), and the bulk coupon codes the
 * server draws (a clash is drawn again: modules/coupons/codes.ts), a notification's
 * deliveries (a key sent twice is sent once: modules/notifications/delivery.ts) and the
 * shows' reminders (asking twice is asking once: modules/notifications/reminders.ts).
 */
const WRITTEN_ON_CONFLICT = new Set([
  'notification_deliveries',
  'show_reminders',
  'coupon_codes',
  'payment_events',
  'subscription_invoices',
  'live_restrictions',
]);

/**
 * Keys on values no caller sends: the payment provider's own session id, stored by the
 * server once the provider answers the checkout (modules/orders/checkout.ts).
 */
const MADE_BY_THE_PROVIDER = new Set(['checkouts_provider_session_key']);

/**
 * Every unique key of schema.ts a caller's input can collide on (unique indexes and primary
 * keys not made only of server-made UUIDs), by PostgreSQL's name for it.
 */
function callerKeys(): string[] {
  const names: string[] = [];
  for (const table of Object.values(schema).filter((value) => is(value, PgTable))) {
    const config = getTableConfig(table);
    if (WRITTEN_BY_THE_DATABASE.has(config.name) || WRITTEN_ON_CONFLICT.has(config.name)) continue;
    // A column names its class in `columnType`; an index's IndexedColumn in `type`.
    const onlyUuids = (columns: readonly object[]) =>
      columns.every((column) => {
        const { columnType, type } = column as { columnType?: string; type?: string };
        return (columnType ?? type) === 'PgUUID';
      });
    for (const index of config.indexes) {
      if (!index.config.unique || onlyUuids(index.config.columns)) continue;
      if (!MADE_BY_THE_PROVIDER.has(index.config.name!)) names.push(index.config.name!);
    }
    const primary = config.columns.filter((column) => column.primary);
    if (primary.length && !onlyUuids(primary)) names.push(`${config.name}_pkey`);
    for (const key of config.primaryKeys) {
      if (!onlyUuids(key.columns)) names.push(`${config.name}_pkey`);
    }
  }
  return names.sort();
}

/** The requests whose field each constraint's 409 names. */
const NAMED_IN: Record<string, z.ZodObject[]> = {
  users_email_key: [runwayUserRequestSchema, registerRequestSchema],
  colors_pkey: [colorFormSchema],
  size_charts_pkey: [sizeChartFormSchema],
  categories_pkey: [categoryFormSchema],
  products_designer_code_key: [productFormSchema],
  coupons_code_key: [couponFormSchema],
};

describe('unique violations', () => {
  it('has its own message for every unique key a caller can collide on', () => {
    expect(callerKeys()).toEqual(Object.keys(UNIQUE_CONSTRAINTS).sort());
    const messages = Object.values(UNIQUE_CONSTRAINTS).map((violation) => violation.message);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('names a field of the request that sent the taken value', () => {
    const named = Object.entries(UNIQUE_CONSTRAINTS).filter(([, violation]) => violation.field);
    expect(named.map(([constraint]) => constraint).sort()).toEqual(Object.keys(NAMED_IN).sort());
    for (const [constraint, violation] of named) {
      for (const request of NAMED_IN[constraint]!) {
        expect(Object.keys(request.shape), constraint).toContain(violation.field);
      }
    }
  });

  it("reads the constraint from drizzle's cause, with a fallback for the others", () => {
    const wrapped = (constraint: string) =>
      Object.assign(new Error('Failed query'), { cause: { code: '23505', constraint } });
    expect(uniqueViolation(wrapped('colors_pkey'))).toEqual({
      message: 'A colour with this name already exists.',
      field: 'name',
    });
    expect(uniqueViolation(wrapped('products_designer_code_key'))).toEqual({
      message: 'This designer already has a product with this code.',
      field: 'productCode',
    });
    expect(uniqueViolation({ code: '23505', constraint: 'users_email_key' } as never)).toEqual({
      message: 'An account with this e-mail already exists.',
      field: 'email',
    });
    expect(uniqueViolation(wrapped('colors_id_key'))).toEqual({ message: 'This already exists.' });
    expect(uniqueViolation({ cause: { code: '23503' } })).toBeNull();
  });
});
