import * as z from 'zod';
import { designerPayloadAddressSchema, designerPayloadFields } from './auth';
import { apiAddressSchema, objectIdField, optionalString } from './common';

const percent = z.coerce.number({ error: 'Must be a number' }).min(0).max(100);
const amount = z.coerce.number({ error: 'Must be a number' }).min(0).max(1_000_000);

/**
 * POST /api/v2/user/runwayuser (admin): a staff member (roles ['member'], the default) or
 * a designer (roles ['designer'] plus the designer payload). A set-password link is mailed.
 */
export const runwayUserRequestSchema = z.object({
  ...designerPayloadFields,
  brandName: optionalString(120),
  roles: z
    .array(z.enum(['admin', 'member', 'designer']))
    .min(1)
    .default(['member']),
  commission: percent.default(0),
  subscriptionAmount: amount.default(0),
});
export type RunwayUserRequest = z.input<typeof runwayUserRequestSchema>;

/**
 * POST /api/v2/user/update-user: every field optional; `user_id` names another account
 * (admin only), else the caller's own. A designer cannot change its own roles or commission.
 */
export const updateUserRequestSchema = z
  .object({
    user_id: objectIdField().optional(),
    _id: objectIdField().optional(),
    fullName: z.string().trim().min(1).max(120),
    firstName: z.string().trim().max(60),
    lastName: z.string().trim().max(60),
    mobileNumber: z.string().trim().max(20),
    about: z.string().trim().max(1000),
    profile: z.string().trim().max(300),
    country: z.string().trim().max(80),
    subRoles: z.array(z.string().trim().min(1).max(60)).max(20),
    roles: z.array(z.enum(['admin', 'member', 'designer', 'user'])).min(1),
    status: z.enum(['active', 'suspended']),
    // designer profile
    brandName: z.string().trim().max(120),
    website: z.string().trim().max(300),
    instagram: z.string().trim().max(300),
    facebook: z.string().trim().max(300),
    identification: z.string().trim().max(80),
    businessTelephone: z.string().trim().max(20),
    taxResaleNumber: z.string().trim().max(80),
    address: designerPayloadAddressSchema,
    returnAddress: apiAddressSchema,
    returnAddressIsSame: z.boolean(),
    brandLogo: z.string().trim().max(300),
    commission: percent,
    subscriptionAmount: amount,
    applicationStatus: z.enum(['pending', 'approved', 'rejected']),
  })
  .partial();
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/** POST /api/v2/user/get-user-by-id */
export const getUserByIdRequestSchema = z.object({ user_id: objectIdField() });
