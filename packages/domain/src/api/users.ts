import * as z from 'zod';
import { designerPayloadAddressSchema, designerPayloadFields } from './auth';
import { apiAddressSchema, objectIdField, optionalString } from './common';
import { ACCOUNT_STATUSES, designerApplicationStatuses } from './user';
import { commissionPercentField, subscriptionAmountField } from '../schemas/designerApplication';
import { optionalUploadedImageName } from '../schemas/uploadedImage';
import { textField } from '../schemas/validators';

const percent = commissionPercentField();
const amount = subscriptionAmountField();

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
    fullName: textField().trim().min(1).max(120),
    firstName: textField().trim().max(60),
    lastName: textField().trim().max(60),
    mobileNumber: textField().trim().max(20),
    about: textField().trim().max(1000),
    profile: optionalUploadedImageName(),
    country: textField().trim().max(80),
    subRoles: z.array(textField().trim().min(1).max(60)).max(20),
    roles: z.array(z.enum(['admin', 'member', 'designer', 'user'])).min(1),
    status: z.enum(ACCOUNT_STATUSES),
    // designer profile
    brandName: textField().trim().max(120),
    website: textField().trim().max(300),
    instagram: textField().trim().max(300),
    facebook: textField().trim().max(300),
    identification: textField().trim().max(80),
    businessTelephone: textField().trim().max(20),
    taxResaleNumber: textField().trim().max(80),
    enquiry: z.object({ mobileNumber: optionalString(20), email: optionalString(200) }).nullable(),
    address: designerPayloadAddressSchema,
    returnAddress: apiAddressSchema,
    returnAddressIsSame: z.boolean(),
    brandLogo: optionalUploadedImageName(),
    commission: percent,
    subscriptionAmount: amount,
    applicationStatus: z.enum(designerApplicationStatuses),
  })
  .partial();
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/** POST /api/v2/user/get-user-by-id */
export const getUserByIdRequestSchema = z.object({ user_id: objectIdField() });
