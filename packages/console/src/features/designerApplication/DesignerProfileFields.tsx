import { listCountries } from '@runway-live/domain/reference';
import { Checkbox, PhoneInput, Select, TextField } from '@runway-live/ui';
import { Fragment, useMemo, type ReactNode } from 'react';
import { get, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FieldColumns, WideField } from '../../forms/FieldColumns';
import { ADDRESS_FIELDS, type AddressKind } from '../../forms/addressFields';
import type { AddressFlags } from './useAddressVerification';

/** A field of the designer's profile: a name of the application form (section 3). */
type Field = {
  name: string;
  label: string;
  type?: string;
  /** Marks the field; by default from the form's schema (the `required` set). */
  required?: boolean;
  /** A long value: across both columns when the sections have two. */
  wide?: boolean;
};

/** The application's sections before the addresses (section 2.7). */
const SECTIONS: readonly { title: string; fields: readonly Field[] }[] = [
  {
    title: 'Contact',
    fields: [
      { name: 'contactFirstName', label: 'Contact first name' },
      { name: 'contactLastName', label: 'Contact last name' },
      { name: 'fullName', label: 'Full name' },
      { name: 'email', label: 'E-mail', type: 'email' },
      { name: 'mobileNumber', label: 'Mobile number', type: 'tel' },
      { name: 'contactEmail', label: 'Enquiry e-mail', type: 'email' },
      { name: 'contactMobileNumber', label: 'Enquiry mobile number', type: 'tel' },
    ],
  },
  {
    title: 'Brand',
    fields: [
      { name: 'brandName', label: 'Brand name' },
      { name: 'website', label: 'Website' },
      { name: 'facebook', label: 'Facebook' },
      { name: 'instagram', label: 'Instagram' },
      { name: 'about', label: 'About the brand', wide: true },
    ],
  },
  {
    title: 'Identification and tax',
    fields: [
      { name: 'identification', label: 'Identification number' },
      { name: 'businessTelephone', label: 'Business telephone', type: 'tel' },
      { name: 'taxResaleNumber', label: 'Tax resale number' },
    ],
  },
];

export type DesignerProfileFieldsProps<Values extends FieldValues> = {
  form: Pick<UseFormReturn<Values>, 'register' | 'control' | 'formState'>;
  /** The fields the form's schema requires (requiredFields of it). */
  required: ReadonlySet<string>;
  /** Which addresses the check has verified (useAddressVerification). */
  verified: AddressFlags;
  /** Draws one titled section: a fieldset on the application, a card on the console. */
  section: (title: string, content: ReactNode) => ReactNode;
  /** The brand image field (useCroppedImage's `field`), in its own section. */
  logo: { title: string; field: ReactNode };
  /** The e-mail names the account: shown, not changed (an edit). */
  emailReadOnly?: boolean;
  /**
   * Short fields side by side in two columns when a section is wide enough (the admin's
   * form, issue 27); long ones span both. One column otherwise.
   */
  columns?: boolean;
};

/**
 * A designer's profile as the application at /authv2 asks it (sections 2.7 and 3):
 * contact, brand, identification and tax, the address, an optional separate return address
 * and the brand's image. The application and the admin's add and edit designer forms draw
 * these same parts; each form brings its own schema, sections and submission.
 */
export function DesignerProfileFields<Values extends FieldValues>({
  form,
  required,
  verified,
  section,
  logo,
  emailReadOnly = false,
  columns = false,
}: DesignerProfileFieldsProps<Values>) {
  const { register, control, formState } = form;
  const countries = useMemo(
    () => listCountries().map((country) => ({ value: country.name, label: country.name })),
    [],
  );
  const sameReturnAddress = useWatchField(control, 'is_same') as boolean | undefined;
  const countryOf = {
    primary: useWatchField(control, ADDRESS_FIELDS.primary.country) as string | undefined,
    return: useWatchField(control, ADDRESS_FIELDS.return.country) as string | undefined,
  };
  const errorOf = (name: string) =>
    (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const reg = (name: string) => register(name as Path<Values>);
  // One section's fields, in columns when asked; a wide one spans them.
  const laidOut = (content: ReactNode) =>
    columns ? <FieldColumns>{content}</FieldColumns> : content;
  const spanning = (node: ReactNode, key?: string) =>
    columns ? <WideField key={key}>{node}</WideField> : node;

  const shortField = ({ name, label, type, required: marked = required.has(name) }: Field) =>
    // A phone field keeps digits and a leading plus (section 5); this form has no flag picker.
    type === 'tel' ? (
      <PhoneInput key={name} label={label} required={marked} error={errorOf(name)} {...reg(name)} />
    ) : (
      <TextField
        key={name}
        label={label}
        type={type ?? 'text'}
        required={marked}
        readOnly={name === 'email' && emailReadOnly}
        hint={
          name === 'email' && emailReadOnly
            ? 'The e-mail the designer signs in with; it is not changed here.'
            : undefined
        }
        error={errorOf(name)}
        {...reg(name)}
      />
    );

  // A long field spans the columns; its key moves to the wrapper.
  const textField = (field: Field) =>
    field.wide ? spanning(shortField(field), field.name) : shortField(field);

  const addressSection = (kind: AddressKind, title: string) => {
    const fields = ADDRESS_FIELDS[kind];
    // The return address is asked in full whenever it is shown.
    const marked = (name: string) => kind === 'return' || required.has(name);
    return section(
      title,
      laidOut(
        <>
          {textField({
            name: fields.primaryAddress,
            label: 'Address',
            required: marked(fields.primaryAddress),
            wide: true,
          })}
          {textField({ name: fields.city, label: 'City', required: marked(fields.city) })}
          {textField({ name: fields.state, label: 'State', required: marked(fields.state) })}
          {textField({
            name: fields.pincode,
            label: 'Postal code',
            required: marked(fields.pincode),
          })}
          <Select
            label="Country"
            placeholder="Select a country"
            options={countries}
            required={marked(fields.country)}
            error={errorOf(fields.country)}
            {...reg(fields.country)}
            // Controlled, so a restored draft's country shows even with the placeholder first.
            value={countryOf[kind] ?? ''}
          />
          {verified[kind] ? spanning(<p role="status">Address verified</p>) : null}
        </>,
      ),
    );
  };

  return (
    <>
      {SECTIONS.map((part) => (
        <Fragment key={part.title}>
          {section(part.title, laidOut(part.fields.map(textField)))}
        </Fragment>
      ))}
      {addressSection('primary', 'Address')}
      <Checkbox label="The return address is the same" {...reg('is_same')} />
      {sameReturnAddress ? null : addressSection('return', 'Return address')}
      {section(logo.title, logo.field)}
    </>
  );
}

/** One field's value, watched (a hook: called in the same order on every render). */
function useWatchField<Values extends FieldValues>(
  control: UseFormReturn<Values>['control'],
  name: string,
): unknown {
  return useWatch({ control, name: name as Path<Values> });
}
