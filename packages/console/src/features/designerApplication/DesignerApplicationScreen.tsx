import { zodResolver } from '@hookform/resolvers/zod';
import {
  addressesFoundOn,
  buildDesignerPayload,
  createEncryptedStorage,
  DESIGNER_APPLICATION_DEFAULTS,
  designerApplicationSchema,
  isUnitedStates,
  listCountries,
  messages,
  requiredFields,
  type DesignerApplicationValues,
} from '@runway-live/domain';
import {
  AddressPopup,
  Button,
  Checkbox,
  CropperDialog,
  Dialog,
  FileInput,
  PageHeader,
  PhoneInput,
  Select,
  TextField,
  tokens,
  type AddressPopupResult,
} from '@runway-live/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { styled } from 'styled-components';
import { AlertRegion } from '../../app/AlertRegion';
import {
  candidatesToOffer,
  formatCandidate,
  lookupProblem,
  type AddressKeyFormat,
  type AddressLookup,
} from './addressCandidates';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { consoleConfig } from '../../config';
import { dismissAlertAtom, showAlertAtom } from '../../state/alerts';
import { ADDRESS_FIELDS, candidateValues, type AddressKind } from './addressFields';
import {
  useRegisterDesigner,
  useUploadProfileImage,
  useValidateAddress,
} from './designerApplicationApi';
import { scrollToFirstInvalid } from '../../forms/scrollToFirstInvalid';

type Field = {
  name: keyof DesignerApplicationValues;
  label: string;
  type?: string;
  /** Marks the field; by default from REQUIRED (the schema's required fields). */
  required?: boolean;
};

/** The profile image's types (section 5: png, jpg, jpeg). */
const IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;

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
      { name: 'about', label: 'About the brand' },
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

// Marked from the schema's own rules, never a copy of them.
const REQUIRED: ReadonlySet<string> = requiredFields(designerApplicationSchema);

const StyledPage = styled.main`
  max-width: ${tokens.size.dialogWide};
  margin: 0 auto;
  padding: ${tokens.space[5]};
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${tokens.space[5]};
`;

// A surface per section, as the console's cards are; the legend is the section's title.
const StyledSection = styled.fieldset`
  display: grid;
  gap: ${tokens.space[4]};
  min-width: 0;
  margin: 0;
  padding: ${tokens.space[5]};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[3]};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow[1]};

  legend {
    padding: 0 ${tokens.space[2]};
    font-weight: ${tokens.fontWeight.semibold};
  }
`;

const storage = () => createEncryptedStorage(localStorage, consoleConfig.envelopeSecret);

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

type PopupState = { kind: AddressKind; lookup: AddressLookup; carrier: string; entered: string };

/**
 * The full designer application form (sections 2.7, 4 and 5): contact, brand,
 * identification, tax, address, an optional return address and a cropped profile image.
 * United States addresses are verified through the address popup before submission; the
 * draft is kept encrypted under REGISTER when the page is left and restored on return.
 */
export function DesignerApplicationScreen() {
  useDocumentTitle('Designer application');
  const showAlert = useSetAtom(showAlertAtom);
  const dismissAlert = useSetAtom(dismissAlertAtom);
  const validateAddress = useValidateAddress();
  const uploadImage = useUploadProfileImage();
  const registerDesigner = useRegisterDesigner();
  const formRef = useRef<HTMLFormElement>(null);
  const [verified, setVerified] = useState({ primary: false, return: false });
  const [popup, setPopup] = useState<PopupState | null>(null);
  const [imageToCrop, setImageToCrop] = useState<File | null>(null);
  const [croppedImage, setCroppedImage] = useState<string | null>(null);
  const [croppedName, setCroppedName] = useState<string | null>(null);
  const [imageCleared, setImageCleared] = useState(false);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const countries = useMemo(
    () => listCountries().map((country) => ({ value: country.name, label: country.name })),
    [],
  );

  const draft = useMemo(() => storage().get('REGISTER'), []);
  const form = useForm<DesignerApplicationValues>({
    resolver: zodResolver(designerApplicationSchema),
    defaultValues: { ...DESIGNER_APPLICATION_DEFAULTS, ...draft?.values },
    shouldFocusError: false,
  });
  const { register, formState, control, subscribe, getValues, setValue } = form;
  const { errors } = formState;
  const sameReturnAddress = useWatch({ control, name: 'is_same' });
  const countryOf = {
    primary: useWatch({ control, name: 'country' }),
    return: useWatch({ control, name: 'returncountry' }),
  };
  const uploadedName = useWatch({ control, name: 'profileImage' });
  const shownImage = croppedImage ?? (imageCleared ? null : draft?.croppedImage) ?? null;

  // The verified flags reset whenever an address field changes (section 4).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          for (const kind of ['primary', 'return'] as const) {
            if (name && (Object.values(ADDRESS_FIELDS[kind]) as string[]).includes(name)) {
              setVerified((flags) => (flags[kind] ? { ...flags, [kind]: false } : flags));
            }
          }
        },
      }),
    [subscribe],
  );

  // Leaving without a successful registration keeps the draft (section 4).
  const submittedRef = useRef(false);
  const imageRef = useRef(shownImage);
  useEffect(() => {
    imageRef.current = shownImage;
  }, [shownImage]);
  useEffect(() => {
    const keepDraft = () => {
      if (submittedRef.current) return;
      storage().set('REGISTER', { values: getValues(), croppedImage: imageRef.current });
    };
    window.addEventListener('beforeunload', keepDraft);
    return () => {
      window.removeEventListener('beforeunload', keepDraft);
      keepDraft();
    };
  }, [getValues]);

  async function verify(kind: AddressKind): Promise<void> {
    const fields = ADDRESS_FIELDS[kind];
    const values = getValues();
    const address = {
      primaryAddress: values[fields.primaryAddress] ?? '',
      pincode: values[fields.pincode] ?? '',
      city: values[fields.city] ?? '',
      state: values[fields.state] ?? '',
      country: values[fields.country] ?? '',
    };
    try {
      const answer = await validateAddress.mutateAsync(address);
      setPopup({
        kind,
        carrier: answer.carrier,
        entered: address.primaryAddress,
        lookup: { indicator: answer.indicator, candidates: answer.candidates },
      });
    } catch {
      showAlert({ type: 'error', text: messages.addressLookupFailed });
    }
  }

  function closePopup(result: AddressPopupResult<AddressKeyFormat>) {
    const kind = popup?.kind;
    setPopup(null);
    if (!kind) return;
    if (result.kind === 'closed') {
      showAlert({ type: 'error', text: messages.noAddressSelected });
      return;
    }
    // A pick answers an earlier cancel: its message goes.
    dismissAlert();
    for (const [field, value] of Object.entries(candidateValues(kind, result.address))) {
      setValue(field as keyof DesignerApplicationValues, value as string, {
        shouldValidate: true,
      });
    }
    // The popup opened on Submit: the submission goes on with the chosen address (the next
    // address to check, or the application), without a second press. The flags state is
    // set for the screen; the continuation reads them from here, not from the next render.
    const flags = { ...verified, [kind]: true };
    setVerified(flags);
    void form.handleSubmit((values) => proceed(values, flags), onInvalid)();
  }

  async function confirmCrop(image: File) {
    setImageToCrop(null);
    setCroppedName(image.name);
    setCroppedImage(await readDataUrl(image));
    const name = await uploadImage.mutateAsync(image).catch(() => null);
    if (name) setValue('profileImage', name, { shouldValidate: true });
  }

  function clearImage() {
    setCroppedImage(null);
    setCroppedName(null);
    setImageCleared(true);
    setValue('profileImage', '', { shouldValidate: formState.isSubmitted });
  }

  const onInvalid = (invalid: FieldErrors<DesignerApplicationValues>) => {
    showAlert({ type: 'error', text: messages.invalidForm });
    if (formRef.current) scrollToFirstInvalid(formRef.current, new Set(Object.keys(invalid)));
  };

  async function proceed(values: DesignerApplicationValues, flags: typeof verified) {
    // A United States address must be verified before submission (section 4).
    if (isUnitedStates(values.country) && !flags.primary) return verify('primary');
    if (!values.is_same && isUnitedStates(values.returncountry) && !flags.return) {
      return verify('return');
    }
    const answer = await registerDesigner
      .mutateAsync(buildDesignerPayload(values, values.profileImage))
      .catch(() => null);
    if (!answer) return;
    submittedRef.current = true;
    storage().remove('REGISTER');
    dismissAlert();
    setSubmitted(answer.message);
  }
  // handleSubmit runs in the event, where the refs it reaches may be read.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit((values) => proceed(values, verified), onInvalid)(event);

  const textField = ({ name, label, type, required = REQUIRED.has(name) }: Field) =>
    // A phone field keeps digits and a leading plus (section 5); this form has no flag picker.
    type === 'tel' ? (
      <PhoneInput
        key={name}
        label={label}
        required={required}
        error={errors[name]?.message}
        {...register(name)}
      />
    ) : (
      <TextField
        key={name}
        label={label}
        type={type ?? 'text'}
        required={required}
        error={errors[name]?.message}
        {...register(name)}
      />
    );

  const addressSection = (kind: AddressKind, title: string) => {
    const fields = ADDRESS_FIELDS[kind];
    return (
      <StyledSection>
        <legend>{title}</legend>
        {/* Required in both sections: the return one is only shown when it is asked for. */}
        {textField({ name: fields.primaryAddress, label: 'Address', required: true })}
        {textField({ name: fields.city, label: 'City', required: true })}
        {textField({ name: fields.state, label: 'State', required: true })}
        {textField({ name: fields.pincode, label: 'Postal code', required: true })}
        <Select
          label="Country"
          placeholder="Select a country"
          options={countries}
          required
          error={errors[fields.country]?.message}
          {...register(fields.country)}
          // Controlled, so a restored draft's country shows even with the placeholder first.
          value={countryOf[kind] ?? ''}
        />
        {verified[kind] ? <p role="status">Address verified</p> : null}
      </StyledSection>
    );
  };

  return (
    <StyledPage>
      <PageHeader title="Designer application" />
      <AlertRegion />
      <StyledForm ref={formRef} noValidate onSubmit={submit}>
        {SECTIONS.map((section) => (
          <StyledSection key={section.title}>
            <legend>{section.title}</legend>
            {section.fields.map(textField)}
          </StyledSection>
        ))}
        {addressSection('primary', 'Address')}
        <Checkbox label="The return address is the same" {...register('is_same')} />
        {sameReturnAddress ? null : addressSection('return', 'Return address')}
        <StyledSection>
          <legend>Profile image</legend>
          {/* The picked file goes to the cropper; the field then shows the crop and its name. */}
          <FileInput
            label="Profile image (png, jpg, jpeg)"
            accept={IMAGE_TYPES}
            required
            name="profileImage"
            error={errors.profileImage?.message}
            file={null}
            preview={
              shownImage
                ? {
                    src: shownImage,
                    name: croppedName ?? (uploadedName || 'Profile image'),
                    cropped: true,
                  }
                : undefined
            }
            onFileChange={(file) => (file ? setImageToCrop(file) : clearImage())}
          />
        </StyledSection>
        <Button type="submit" loading={registerDesigner.isPending || validateAddress.isPending}>
          Submit application
        </Button>
      </StyledForm>
      <CropperDialog
        open={imageToCrop !== null}
        image={imageToCrop}
        onConfirm={(image) => void confirmCrop(image)}
        onClose={() => setImageToCrop(null)}
      />
      {popup ? (
        <AddressPopup
          open
          title={addressesFoundOn(popup.carrier)}
          enteredAddress={popup.entered}
          candidates={candidatesToOffer(popup.lookup)}
          describe={formatCandidate}
          problem={lookupProblem(popup.lookup, popup.carrier)}
          onClose={closePopup}
        />
      ) : null}
      <Dialog
        open={submitted !== null}
        title={messages.successTitle}
        tone="success"
        onClose={() => setSubmitted(null)}
      >
        {submitted}
      </Dialog>
    </StyledPage>
  );
}

export { DesignerApplicationScreen as Screen };
