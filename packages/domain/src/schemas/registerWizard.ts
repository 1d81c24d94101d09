import * as z from 'zod';
import { messages } from '../messages';
import { mobileNumber } from './mobileNumber';
import { newPassword, requiredEmail, requiredSiteUrl, requiredText, textField } from './validators';

/** The company types of step 2, in the order and with the labels of section 2.6. */
export const COMPANY_TYPES = [
  { key: 'design', label: 'Designer' },
  { key: 'marketplace', label: 'Marketplace or Retailer' },
  { key: 'skincare', label: 'Beauty/Skincare' },
  { key: 'magazine', label: 'Digital Magazine' },
  { key: 'services', label: 'Services/Booking' },
  { key: 'lifestyle', label: 'Lifestyle/Realty/Auto' },
  { key: 'art', label: 'Art' },
  { key: 'hotels', label: 'Hotels' },
  { key: 'food', label: 'Food/Drink' },
] as const;

export type CompanyType = (typeof COMPANY_TYPES)[number]['key'];

/** The wizard's country and the phone picker's preferred country (section 9). */
export const DEFAULT_COUNTRY = 'United States';

/** Step 1, 'Create your account'. */
export const registerAccountStepSchema = z.object({
  name: requiredText(),
  email: requiredEmail(messages.wizardEmailInvalid),
  password: newPassword(),
});

const ticked = z.boolean().optional();

/** Step 2, 'Select one that represents your company': any ticks (SKIP is allowed), a country. */
export const registerCompanyStepSchema = z.object({
  design: ticked,
  marketplace: ticked,
  skincare: ticked,
  magazine: ticked,
  services: ticked,
  lifestyle: ticked,
  art: ticked,
  hotels: ticked,
  food: ticked,
  country: textField(messages.invalidCountry).refine((value) => value.trim().length > 0, {
    error: messages.invalidCountry,
  }),
});

/** Step 3, 'Provide us more details'. */
export const registerDetailsStepSchema = z.object({
  brand: requiredText(),
  website: requiredSiteUrl(),
  mobile: mobileNumber(),
});

/** The steps in order: forward movement needs the current step to be valid (section 4). */
export const REGISTER_WIZARD_STEPS = [
  registerAccountStepSchema,
  registerCompanyStepSchema,
  registerDetailsStepSchema,
] as const;

/** The whole wizard, checked once more before submission. */
export const registerWizardSchema = registerAccountStepSchema
  .extend(registerCompanyStepSchema.shape)
  .extend(registerDetailsStepSchema.shape);

export type RegisterAccountStepValues = z.output<typeof registerAccountStepSchema>;
export type RegisterCompanyStepValues = z.output<typeof registerCompanyStepSchema>;
export type RegisterDetailsStepValues = z.output<typeof registerDetailsStepSchema>;
export type RegisterWizardValues = z.output<typeof registerWizardSchema>;

/**
 * The wizard's starting values: nothing ticked, the United States and its calling code.
 * (The legacy screen briefly showed '+1000000000' to wake its phone widget; '+1' is the
 * value it settled on.)
 */
export const REGISTER_WIZARD_DEFAULTS: RegisterWizardValues = {
  name: '',
  email: '',
  password: '',
  design: false,
  marketplace: false,
  skincare: false,
  magazine: false,
  services: false,
  lifestyle: false,
  art: false,
  hotels: false,
  food: false,
  country: DEFAULT_COUNTRY,
  brand: '',
  website: '',
  mobile: '+1',
};

/** Progress of the bar: the step index over the step count, as a percentage (section 4). */
export function registerWizardProgress(stepIndex: number): number {
  const steps = REGISTER_WIZARD_STEPS.length;
  if (!Number.isFinite(stepIndex)) return 0;
  const clamped = Math.min(Math.max(Math.trunc(stepIndex), 0), steps);
  return (clamped / steps) * 100;
}
