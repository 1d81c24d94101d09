import { apiMessages } from '@runway-live/domain/api';
import { pgErrorWithCode } from './databaseError';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** What a unique violation's 409 says, and the request's field it is about, if any. */
export type UniqueViolation = { message: string; field?: string };

/**
 * Each unique constraint of schema.ts, what its 409 says (API.md: "each unique constraint
 * has its own 409 message") and the field of the request whose value is taken, for the
 * console's form to show the message under it. Keys made only of server-made UUIDs
 * (`*_id_key`, `id` primary keys) cannot collide on a caller's input and take the fallback.
 * test/uniqueViolations.test.ts fails when a constraint of schema.ts is missing here.
 */
export const UNIQUE_CONSTRAINTS: Readonly<Record<string, UniqueViolation>> = {
  users_email_key: { message: apiMessages.emailTaken, field: 'email' },
  // Made by the server: no field of the request holds it.
  auth_tokens_hash_key: { message: apiMessages.mailTokenTaken },
  colors_pkey: { message: apiMessages.colorNameTaken, field: 'name' },
  size_charts_pkey: { message: apiMessages.sizeChartKeyTaken, field: 'key' },
  categories_pkey: { message: apiMessages.categoryIdTaken, field: 'categoryId' },
  products_designer_code_key: { message: apiMessages.productCodeTaken, field: 'productCode' },
  coupons_code_key: { message: apiMessages.couponCodeTaken, field: 'code' },
  // Orders are numbered by the server.
  orders_number_key: { message: apiMessages.orderNumberTaken },
  // A start taken by another entry of the list the request sends.
  carousel_times_pkey: { message: apiMessages.carouselTimeTaken },
  web_carousel_times_pkey: { message: apiMessages.webCarouselTimeTaken },
};

/** The 409 of a unique violation, or null for any other error. */
export function uniqueViolation(error: { cause?: unknown }): UniqueViolation | null {
  const fields = pgErrorWithCode(error, UNIQUE_VIOLATION);
  if (!fields) return null;
  const constraint = typeof fields.constraint === 'string' ? fields.constraint : '';
  return UNIQUE_CONSTRAINTS[constraint] ?? { message: apiMessages.alreadyExists };
}
