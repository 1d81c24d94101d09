import { zodResolver } from '@hookform/resolvers/zod';
import { buildDesignerPayload } from '@runway-live/domain/payloads';
import { createEncryptedStorage } from '@runway-live/domain/storage';
import {
  DESIGNER_APPLICATION_DEFAULTS,
  designerApplicationSchema,
  requiredFields,
  type DesignerApplicationValues,
} from '@runway-live/domain/schemas';
import { messages } from '@runway-live/domain/messages';
import { Button, Dialog, Fieldset, Link, PageHeader, tokens } from '@runway-live/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { styled } from 'styled-components';
import { AlertRegion } from '../../shared/AlertRegion';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { BrandMark } from '../../shared/StandaloneFrame';
import { RouterLink } from '../../shared/RouterLink';
import { routePath } from '@runway-live/domain/access';
import { consoleConfig } from '../../config';
import { dismissAlertAtom, showAlertAtom } from '../../state/alerts';
import { scrollToFirstInvalid } from '../../forms/scrollToFirstInvalid';
import { useCroppedImage } from '../../forms/useCroppedImage';
import { DesignerProfileFields } from './DesignerProfileFields';
import { useRegisterDesigner } from './designerApplicationApi';
import { useAddressVerification } from './useAddressVerification';

// Marked from the schema's own rules, never a copy of them.
const REQUIRED: ReadonlySet<string> = requiredFields(designerApplicationSchema);

const StyledPage = styled.main`
  max-width: ${tokens.size.dialogWide};
  margin: 0 auto;
  padding: ${tokens.space[5]};
`;

// The wordmark and the way back, above the page's title (the page is outside the shell).
const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  align-items: baseline;
  justify-content: space-between;
  margin-bottom: ${tokens.space[4]};
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${tokens.space[5]};
`;

const storage = () => createEncryptedStorage(localStorage, consoleConfig.envelopeSecret);

/**
 * The full designer application form (sections 2.7, 4 and 5): contact, brand,
 * identification, tax, address, an optional return address and a cropped profile image,
 * drawn by the profile parts the admin's designer form shares. United States addresses
 * are verified through the address popup before submission; the draft is kept encrypted
 * under REGISTER when the page is left and restored on return.
 */
export function DesignerApplicationScreen() {
  useDocumentTitle('Designer application');
  const showAlert = useSetAtom(showAlertAtom);
  const dismissAlert = useSetAtom(dismissAlertAtom);
  const registerDesigner = useRegisterDesigner();
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);

  const draft = useMemo(() => storage().get('REGISTER'), []);
  const form = useForm<DesignerApplicationValues>({
    resolver: zodResolver(designerApplicationSchema),
    defaultValues: { ...DESIGNER_APPLICATION_DEFAULTS, ...draft?.values },
    shouldFocusError: false,
  });
  const { getValues } = form;
  const logo = useCroppedImage(form, {
    name: 'profileImage',
    saved: draft?.croppedImage ?? null,
    title: 'Profile image',
    onProblem: (text) => showAlert({ type: 'error', text }),
  });
  const addresses = useAddressVerification(form, {
    onProblem: (text) => showAlert({ type: 'error', text }),
    // A pick answers an earlier cancel: its message goes.
    onPicked: dismissAlert,
    resubmit: () => void form.handleSubmit(proceed, onInvalid)(),
  });

  // Leaving without a successful registration keeps the draft (section 4).
  const submittedRef = useRef(false);
  const imageRef = useRef(logo.shownImage);
  useEffect(() => {
    imageRef.current = logo.shownImage;
  }, [logo.shownImage]);
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

  const onInvalid = (invalid: FieldErrors<DesignerApplicationValues>) => {
    showAlert({ type: 'error', text: messages.invalidForm });
    if (formRef.current) scrollToFirstInvalid(formRef.current, new Set(Object.keys(invalid)));
  };

  async function proceed(values: DesignerApplicationValues) {
    // A United States address must be verified before submission (section 4).
    if (!addresses.verifiedOrCheck(values)) return;
    const answer = await registerDesigner
      .mutateAsync(buildDesignerPayload(values, values.profileImage))
      .catch(() => null);
    if (!answer) return;
    submittedRef.current = true;
    storage().remove('REGISTER');
    dismissAlert();
    setSubmitted(answer.message);
  }
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(proceed, onInvalid)(event);

  return (
    <StyledPage>
      <StyledTop>
        <BrandMark>RUNWAY LIVE</BrandMark>
        <Link href={routePath('auth/login')} linkComponent={RouterLink}>
          Back to sign in
        </Link>
      </StyledTop>
      <PageHeader title="Designer application" />
      <AlertRegion />
      <StyledForm ref={formRef} noValidate onSubmit={submit}>
        <DesignerProfileFields
          form={form}
          required={REQUIRED}
          verified={addresses.verified}
          section={(title, content) => (
            // A surface per section, as the console's cards are; the legend is its title.
            <Fieldset key={title} legend={title} variant="surface">
              {content}
            </Fieldset>
          )}
          logo={{
            title: 'Profile image',
            field: logo.field({
              label: 'Profile image (png, jpg, jpeg)',
              required: true,
              error: form.formState.errors.profileImage?.message,
            }),
          }}
        />
        <Button
          type="submit"
          loading={registerDesigner.isPending || addresses.checking || logo.uploading}
        >
          Submit application
        </Button>
      </StyledForm>
      {logo.cropper}
      {addresses.dialog}
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
