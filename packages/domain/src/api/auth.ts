import * as z from 'zod';
import { messages } from '../messages';
import {
  apiAddressSchema,
  emailField,
  newPasswordField,
  optionalString,
  requiredString,
} from './common';
import { BASE_SUB_ROLE } from '../payloads/webUser';
import { optionalUploadedImageName } from '../schemas/uploadedImage';
import { subRolesField } from './subRoles';
import { requiredValue, siteUrlText, textField } from '../schemas/validators';

/** POST /api/v2/auth/check_email → `{ success }` (true when an account exists). */
export const checkEmailRequestSchema = z.object({ email: emailField() });

/** POST /api/auth/login; the console sends device_type 'cms'. */
export const loginRequestSchema = z.object({
  email: emailField(),
  password: requiredValue(),
  device_type: textField().trim().default('cms'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST /api/auth/forgot-password; the console sends role 'admin'. */
export const forgotPasswordRequestSchema = z.object({
  email: emailField(messages.forgotEmailInvalid),
  role: textField().optional(),
});

/** POST /api/auth/resend-verification: a new verification link for an unverified account. */
export const resendVerificationRequestSchema = z.object({ email: emailField() });

/** POST /api/auth/verify_email: the token of the /auth/verify-email/:token link. */
export const verifyEmailRequestSchema = z.object({ hashedEmailCode: requiredString() });

/** POST /api/auth/verify-token: is a reset link still good? */
export const verifyTokenRequestSchema = z.object({ token: requiredString() });

/** POST /api/auth/reset-password */
export const resetPasswordRequestSchema = z.object({
  password: newPasswordField(),
  token: requiredString(),
});

/** POST /api/user/change_password */
export const changePasswordRequestSchema = z.object({
  oldpassword: requiredValue(),
  newpassword: newPasswordField(),
});

/** POST /api/auth/register: a shopper for the buyer apps and the web player. */
export const registerRequestSchema = z
  .object({
    fullName: requiredString().max(120),
    email: emailField(),
    password: newPasswordField(),
    repeatPassword: requiredValue(),
  })
  .refine((body) => body.password === body.repeatPassword, {
    error: messages.passwordsMustMatch,
    path: ['repeatPassword'],
  });

/** POST /api/v2/auth/web-user: the register wizard (section 3, web-user payload). */
export const webUserRequestSchema = z.object({
  firstName: requiredString().max(60),
  lastName: optionalString(60),
  email: emailField(messages.wizardEmailInvalid),
  password: newPasswordField(),
  brandName: optionalString(120),
  mobileNumber: optionalString(20),
  website: siteUrlText(300).default(''),
  address: z.object({ country: requiredString().max(80) }).default({ country: 'United States' }),
  subRoles: subRolesField().default([BASE_SUB_ROLE]),
});
export type WebUserRequest = z.input<typeof webUserRequestSchema>;

/** A designer's address: the five fields, or the older form's single text. */
export const designerPayloadAddressSchema = z.union([
  apiAddressSchema,
  textField().trim().max(300),
]);

const designerPayloadFields = {
  contactFirstName: optionalString(60),
  contactLastName: optionalString(60),
  firstName: optionalString(60),
  lastName: optionalString(60),
  fullName: requiredString().max(120),
  email: emailField(),
  mobileNumber: optionalString(20),
  brandName: requiredString().max(120),
  website: siteUrlText(300).default(''),
  instagram: siteUrlText(300).default(''),
  facebook: siteUrlText(300).default(''),
  about: optionalString(1000),
  identification: optionalString(80),
  businessTelephone: optionalString(20),
  taxResaleNumber: optionalString(80),
  enquiry: z
    .object({ mobileNumber: optionalString(20), email: optionalString(200) })
    .nullable()
    .default(null),
  address: designerPayloadAddressSchema.optional(),
  returnAddress: apiAddressSchema.optional(),
  returnAddressIsSame: z.boolean().default(true),
  brandLogo: optionalUploadedImageName().default(''),
  profile: optionalUploadedImageName().default(''),
  // The form sends events as a list; a string value is treated as an empty list (section 3).
  events: z.preprocess((value) => (Array.isArray(value) ? value : []), z.array(z.unknown())),
};

/** POST /api/auth/register-designer: the designer application (no password yet). */
export const registerDesignerRequestSchema = z.object(designerPayloadFields);
export type RegisterDesignerRequest = z.input<typeof registerDesignerRequestSchema>;

export { designerPayloadFields };
