import * as z from 'zod';
import { messages } from '../messages';
import {
  isBlank,
  optionalEmail,
  optionalSiteUrl,
  requiredEmail,
  requiredSiteUrl,
  requiredText,
  textField,
} from './validators';

/** The dropzone's image types (section 5): png, jpg and jpeg. */
export const PROFILE_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

const PROFILE_IMAGE_PATTERN = new RegExp(`\\.(${PROFILE_IMAGE_EXTENSIONS.join('|')})$`, 'i');

/** The five fields of the return address, required only when is_same is off. */
export const RETURN_ADDRESS_FIELDS = [
  'returnpincode',
  'returnprimaryAddress',
  'returncountry',
  'returnstate',
  'returncity',
] as const;

const optionalText = textField().optional();

/** The five fields of the address, the same five as the return address's. */
export const PRIMARY_ADDRESS_FIELDS = [
  'pincode',
  'primaryAddress',
  'country',
  'state',
  'city',
] as const;

/** A designer's commission on each sale, in per cent (the designers table's numeric(5,2)). */
export const commissionPercentField = () =>
  z.coerce
    .number({ error: 'Must be a number' })
    .min(0, { error: 'Must be 0 or more' })
    .max(100, { error: 'Must be 100 or less' });

/** A designer's monthly subscription amount, in the currency's major unit. */
export const subscriptionAmountField = () =>
  z.coerce
    .number({ error: 'Must be a number' })
    .min(0, { error: 'Must be 0 or more' })
    .max(1_000_000, { error: 'Must be 1,000,000 or less' });

const profileImageName = () =>
  textField(messages.profileImageRequired).refine(
    (name) => PROFILE_IMAGE_PATTERN.test(name.trim()),
    { error: messages.profileImageType, when: (payload) => !isBlank(payload.value) },
  );

/**
 * The fields of the application form (sections 2.7, 3 and 5). The spec quotes no message
 * for this form: blanks say 'This field is required', e-mails use the login screen's
 * wording and site addresses the legacy form's 'Must be a valid site URL'.
 */
const applicationShape = {
  // Contact
  contactFirstName: requiredText(),
  contactLastName: requiredText(),
  fullName: requiredText(),
  email: requiredEmail(messages.loginEmailInvalid),
  mobileNumber: requiredText(),
  contactEmail: optionalEmail(messages.loginEmailInvalid),
  contactMobileNumber: optionalText,
  // Brand
  brandName: requiredText(),
  website: requiredSiteUrl(),
  facebook: optionalSiteUrl(),
  instagram: optionalSiteUrl(),
  about: requiredText(),
  // Identification and tax
  identification: requiredText(),
  businessTelephone: requiredText(),
  taxResaleNumber: requiredText(),
  // Address
  pincode: requiredText(),
  primaryAddress: requiredText(),
  country: requiredText(),
  state: requiredText(),
  city: requiredText(),
  // Return address
  is_same: z.boolean(),
  returnpincode: optionalText,
  returnprimaryAddress: optionalText,
  returncountry: optionalText,
  returnstate: optionalText,
  returncity: optionalText,
  // Profile: the name the upload answered with
  profileImage: profileImageName().refine((name) => !isBlank(name), {
    error: messages.profileImageRequired,
  }),
};

type AddressValues = Partial<
  Record<(typeof PRIMARY_ADDRESS_FIELDS)[number] | (typeof RETURN_ADDRESS_FIELDS)[number], string>
> & { is_same?: boolean };

/** Each of `fields` left blank is 'This field is required'. */
function requireEach(
  values: AddressValues,
  fields: readonly (keyof AddressValues)[],
  ctx: z.RefinementCtx,
): void {
  for (const field of fields) {
    if (isBlank(values[field] as string | undefined)) {
      ctx.addIssue({ code: 'custom', path: [field], message: messages.required });
    }
  }
}

// Runs while other fields are still invalid, so every missing field shows at once.
const whenObject = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/** The full designer application form: a separate return address is asked when is_same is off. */
export const designerApplicationSchema = z.object(applicationShape).superRefine((values, ctx) => {
  if (values.is_same === false) requireEach(values, RETURN_ADDRESS_FIELDS, ctx);
}, whenObject);

export type DesignerApplicationValues = z.output<typeof designerApplicationSchema>;

/**
 * An admin's add and edit designer form (issue 20): the application's fields, the same
 * rules on what is filled in, plus the commission and subscription amount. The admin fills
 * in what the brand has given: only the names, e-mail and brand are required (what the
 * server's create needs), the address is all five fields or none, a return address is all
 * five when it differs, and the logo may come later.
 */
export const designerAccountFormSchema = z
  .object({
    ...applicationShape,
    contactFirstName: textField(),
    contactLastName: textField(),
    mobileNumber: textField(),
    website: optionalSiteUrl(),
    about: textField(),
    identification: textField(),
    businessTelephone: textField(),
    taxResaleNumber: textField(),
    pincode: textField(),
    primaryAddress: textField(),
    country: textField(),
    state: textField(),
    city: textField(),
    profileImage: profileImageName(),
    commission: commissionPercentField(),
    subscriptionAmount: subscriptionAmountField(),
  })
  .superRefine((values, ctx) => {
    if (PRIMARY_ADDRESS_FIELDS.some((field) => !isBlank(values[field]))) {
      requireEach(values, PRIMARY_ADDRESS_FIELDS, ctx);
    }
    if (values.is_same === false) requireEach(values, RETURN_ADDRESS_FIELDS, ctx);
  }, whenObject);

export type DesignerAccountFormInput = z.input<typeof designerAccountFormSchema>;
export type DesignerAccountFormValues = z.output<typeof designerAccountFormSchema>;

/** A blank form: the return address is the same as the address by default (section 3). */
export const DESIGNER_APPLICATION_DEFAULTS: DesignerApplicationValues = {
  contactFirstName: '',
  contactLastName: '',
  fullName: '',
  email: '',
  mobileNumber: '',
  contactEmail: '',
  contactMobileNumber: '',
  brandName: '',
  website: '',
  facebook: '',
  instagram: '',
  about: '',
  identification: '',
  businessTelephone: '',
  taxResaleNumber: '',
  pincode: '',
  primaryAddress: '',
  country: '',
  state: '',
  city: '',
  is_same: true,
  returnpincode: '',
  returnprimaryAddress: '',
  returncountry: '',
  returnstate: '',
  returncity: '',
  profileImage: '',
};
