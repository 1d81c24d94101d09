import { apiMessages } from '@runway-live/domain';
import { pgErrorWithCode } from './databaseError';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Each unique constraint of schema.ts and what its 409 says (API.md: "each unique constraint
 * has its own 409 message"). Keys made only of server-made UUIDs (`*_id_key`, `id`
 * primary keys) cannot collide on a caller's input and take the fallback.
 * test/uniqueViolations.test.ts fails when a constraint of schema.ts is missing here.
 */
export const UNIQUE_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  users_email_key: apiMessages.emailTaken,
  auth_tokens_hash_key: apiMessages.mailTokenTaken,
  colors_pkey: apiMessages.colorNameTaken,
  size_charts_pkey: apiMessages.sizeChartKeyTaken,
  categories_pkey: apiMessages.categoryIdTaken,
  products_designer_code_key: apiMessages.productCodeTaken,
  coupons_code_key: apiMessages.couponCodeTaken,
  orders_number_key: apiMessages.orderNumberTaken,
  carousel_times_pkey: apiMessages.carouselTimeTaken,
  web_carousel_times_pkey: apiMessages.webCarouselTimeTaken,
};

/** The 409 message of a unique violation, or null for any other error. */
export function uniqueViolationMessage(error: { cause?: unknown }): string | null {
  const fields = pgErrorWithCode(error, UNIQUE_VIOLATION);
  if (!fields) return null;
  const constraint = typeof fields.constraint === 'string' ? fields.constraint : '';
  return UNIQUE_CONSTRAINT_MESSAGES[constraint] ?? apiMessages.alreadyExists;
}
