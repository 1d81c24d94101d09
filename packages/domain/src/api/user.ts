import * as z from 'zod';
import { subscriptionSummarySchema } from './subscription';

/** An account's status: a suspended one cannot sign in. The users table stores these. */
export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** A designer's application, as the designers table stores it. */
export const designerApplicationStatuses = ['pending', 'approved', 'rejected'] as const;
export type DesignerApplicationStatus = (typeof designerApplicationStatuses)[number];

/** The payment account of a designer; a loginLink means it is set up (section 3). */
export const paymentAccountSchema = z.object({
  provider: z.enum(['stripe', 'local']),
  accountId: z.string(),
  loginLink: z.string().nullable(),
});

export const designerProfileSchema = z.object({
  brandName: z.string(),
  website: z.string(),
  instagram: z.string(),
  facebook: z.string(),
  identification: z.string(),
  businessTelephone: z.string(),
  taxResaleNumber: z.string(),
  enquiry: z.object({ mobileNumber: z.string(), email: z.string() }).nullable(),
  address: z.unknown(),
  returnAddress: z.unknown(),
  returnAddressIsSame: z.boolean(),
  commission: z.number(),
  subscriptionAmount: z.number(),
  /** The flat shipping of each order, major units (0: free shipping). */
  shippingFlatRate: z.number(),
  brandLogo: z.string(),
  applicationStatus: z.enum(designerApplicationStatuses),
  subscription: subscriptionSummarySchema.nullable(),
});

/** The login user (section 3) as every auth and user call returns it. */
export const apiUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  subRoles: z.array(z.string()),
  mobileNumber: z.string(),
  about: z.string(),
  profile: z.string(),
  country: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  emailVerifiedAt: z.string().nullable(),
  /** Designers only: null until the payment account exists; loginLink once it is set up. */
  payment: paymentAccountSchema.nullable(),
  designer: designerProfileSchema.nullable(),
  createdAt: z.string(),
});
export type ApiUser = z.infer<typeof apiUserSchema>;

export const userResponseSchema = z.object({ success: z.literal(true), user: apiUserSchema });
export const sessionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: apiUserSchema,
  token: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
