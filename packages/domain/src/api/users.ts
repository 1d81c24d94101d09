import * as z from 'zod';
import { designerPayloadAddressSchema, designerPayloadFields } from './auth';
import { apiAddressSchema, objectIdField, optionalString } from './common';
import { ACCOUNT_STATUSES, designerApplicationStatuses } from './user';
import { commissionPercentField, subscriptionAmountField } from '../schemas/designerApplication';
import { shippingFlatRateField } from '../schemas/shipping';
import { optionalUploadedImageName } from '../schemas/uploadedImage';
import { TEXT_LIMITS } from '../schemas/textLimits';
import { siteUrlText, socialUrlText, textField } from '../schemas/validators';
import { subRolesField } from './subRoles';

const LIMIT = TEXT_LIMITS.account;

const percent = commissionPercentField();
const amount = subscriptionAmountField();

/**
 * POST /api/v2/user/runwayuser (admin): a staff member (roles ['member'], the default) or
 * a designer (roles ['designer'] plus the designer payload). A set-password link is mailed.
 */
export const runwayUserRequestSchema = z.object({
  ...designerPayloadFields,
  brandName: optionalString(LIMIT.brandName),
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
 * (admin only), else the caller's own. A designer cannot change its own roles or commission;
 * its shop's `shippingFlatRate` (major units, by the money rule) it sets itself.
 */
export const updateUserRequestSchema = z
  .object({
    user_id: objectIdField().optional(),
    _id: objectIdField().optional(),
    fullName: textField().trim().min(1).max(LIMIT.fullName),
    firstName: textField().trim().max(LIMIT.namePart),
    lastName: textField().trim().max(LIMIT.namePart),
    mobileNumber: textField().trim().max(LIMIT.mobileNumber),
    about: textField().trim().max(LIMIT.about),
    profile: optionalUploadedImageName(),
    country: textField().trim().max(LIMIT.country),
    subRoles: subRolesField(),
    roles: z.array(z.enum(['admin', 'member', 'designer', 'user'])).min(1),
    status: z.enum(ACCOUNT_STATUSES),
    // designer profile
    brandName: textField().trim().max(LIMIT.brandName),
    website: siteUrlText(LIMIT.site),
    instagram: socialUrlText('instagram', LIMIT.site),
    facebook: socialUrlText('facebook', LIMIT.site),
    identification: textField().trim().max(LIMIT.identification),
    businessTelephone: textField().trim().max(LIMIT.mobileNumber),
    taxResaleNumber: textField().trim().max(LIMIT.identification),
    enquiry: z
      .object({
        mobileNumber: optionalString(LIMIT.mobileNumber),
        email: optionalString(LIMIT.enquiryEmail),
      })
      .nullable(),
    address: designerPayloadAddressSchema,
    returnAddress: apiAddressSchema,
    returnAddressIsSame: z.boolean(),
    brandLogo: optionalUploadedImageName(),
    commission: percent,
    subscriptionAmount: amount,
    shippingFlatRate: shippingFlatRateField(),
    applicationStatus: z.enum(designerApplicationStatuses),
  })
  .partial();
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/** POST /api/v2/user/get-user-by-id */
export const getUserByIdRequestSchema = z.object({ user_id: objectIdField() });
