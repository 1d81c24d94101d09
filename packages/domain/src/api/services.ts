import * as z from 'zod';
import { catalogueSchema } from '../reference/catalogueSchema';
import { requiredString } from './common';
import { objectIdField } from '../schemas/objectId';

/** POST /api/v2/order/validate_address */
export const validateAddressRequestSchema = z.object({
  primaryAddress: requiredString().max(200),
  pincode: requiredString().max(12),
  city: requiredString().max(80),
  state: requiredString().max(80),
  country: requiredString().max(80),
});
export type ValidateAddressRequest = z.infer<typeof validateAddressRequestSchema>;

/** The carrier's AddressKeyFormat (section 3, address lookup result). */
export const apiAddressKeyFormatSchema = z.object({
  AddressLine: z.array(z.string()),
  PoliticalDivision2: z.string(),
  PoliticalDivision1: z.string(),
  PostcodePrimaryLow: z.string(),
  CountryCode: z.string(),
});
export type ApiAddressKeyFormat = z.infer<typeof apiAddressKeyFormatSchema>;

export const apiAddressIndicatorSchema = z.enum([
  'ValidAddressIndicator',
  'AmbiguousAddressIndicator',
  'NoCandidatesIndicator',
]);

export const validateAddressResponseSchema = z.object({
  success: z.literal(true),
  carrier: z.string(),
  indicator: apiAddressIndicatorSchema,
  candidates: z.array(z.object({ AddressKeyFormat: apiAddressKeyFormatSchema })),
});
export type ValidateAddressResponse = z.infer<typeof validateAddressResponseSchema>;

/** GET /api/v2/auth/stripe?designerId= → connectUri (onboarding) or uri (dashboard). */
export const paymentLinkQuerySchema = z.object({
  designerId: objectIdField(),
});
export const paymentLinkResponseSchema = z.union([
  z.object({ success: z.literal(true), connectUri: z.string() }),
  z.object({ success: z.literal(true), uri: z.string() }),
]);

/** POST /api/v2/auth/upload → the stored file's name. */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  name: z.string(),
  message: z.string(),
});

/** GET /api/miscellaneous[?db=1] */
export const miscellaneousQuerySchema = z.object({ db: z.enum(['0', '1']).optional() });

/** The catalogue as GET /api/miscellaneous answers it; `sizes` maps chart key → sizes. */
export const miscellaneousResponseSchema = z.object({
  success: z.literal(true),
  data: catalogueSchema.extend({
    sizes: z.record(z.string(), z.array(z.string())),
  }),
});
