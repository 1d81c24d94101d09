import { zodResolver } from '@hookform/resolvers/zod';
import { buildWebUserPayload, WIZARD_FIELD_OF_WEB_USER } from '@runway-live/domain/payloads';
import { LOGIN_PATH } from '@runway-live/domain/access';
import { messages } from '@runway-live/domain/messages';
import {
  REGISTER_WIZARD_DEFAULTS,
  registerWizardProgress,
  registerWizardSchema,
  REGISTER_WIZARD_STEPS,
  type RegisterWizardValues,
} from '@runway-live/domain/schemas';
import { Dialog, tokens } from '@runway-live/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { isApiCallError } from '../../../api/ApiCallError';
import { failureMessage } from '../../../api/ApiProvider';
import { isSessionFailure } from '../../../api/failurePolicy';
import { serverFieldError } from '../../../resources/serverFieldError';
import { dismissAlertAtom, showAlertAtom } from '../../../state/alerts';
import { clearLocalDataAtom } from '../../../state/session';
import { AuthFrame } from '../AuthFrame';
import { useRegisterWebUser } from '../authApi';
import { AccountStep } from './AccountStep';
import { CompanyStep } from './CompanyStep';
import { DetailsStep } from './DetailsStep';

/** Section 9: login follows 1 second after OK on the success popup. */
export const LOGIN_AFTER_SUCCESS_MS = 1000;

const STEP_TITLES = [
  'Create your account',
  'Select one that represents your company',
  'Provide us more details',
] as const;

const StyledProgress = styled.progress`
  width: 100%;
  height: ${tokens.size.progress};
  accent-color: ${tokens.color.accent};
`;

const StyledStepCount = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
  text-align: center;
`;

/** The fields each step checks before moving forward (section 4). */
const STEP_FIELDS = REGISTER_WIZARD_STEPS.map(
  (schema) => Object.keys(schema.shape) as (keyof RegisterWizardValues)[],
);

/** The fields of the web-user call a server error may name. */
const PAYLOAD_FIELDS = Object.keys(WIZARD_FIELD_OF_WEB_USER);

/** The wizard's field a named field of the call ('address.country' too) was made from. */
function fieldOfPayload(path: string): keyof RegisterWizardValues | undefined {
  const top = path.split('.')[0] ?? '';
  return top in WIZARD_FIELD_OF_WEB_USER
    ? WIZARD_FIELD_OF_WEB_USER[top as keyof typeof WIZARD_FIELD_OF_WEB_USER]
    : undefined;
}

/** The step that holds a field. */
function stepOf(field: keyof RegisterWizardValues): number {
  return Math.max(
    STEP_FIELDS.findIndex((fields) => fields.includes(field)),
    0,
  );
}

/**
 * Section 2.6: a three-step wizard with a progress bar; the e-mail comes prefilled from
 * ?email. Forward needs the current step to be valid, BACK is free, step 2 may be skipped.
 */
export function RegisterScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const registerWebUser = useRegisterWebUser();
  const clearLocalData = useSetAtom(clearLocalDataAtom);
  const showAlert = useSetAtom(showAlertAtom);
  const dismissAlert = useSetAtom(dismissAlertAtom);
  const [step, setStep] = useState(0);
  const [registered, setRegistered] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<RegisterWizardValues>({
    resolver: zodResolver(registerWizardSchema),
    defaultValues: { ...REGISTER_WIZARD_DEFAULTS, email: search.get('email') ?? '' },
    mode: 'onTouched',
  });

  // A new step replaces the controls that had focus; without this it falls to <body>. The
  // step's heading takes it (not on the first render, which the form's own focus keeps).
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusedStep = useRef(step);
  useEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    // Past the last step the success dialog holds focus.
    if (step < REGISTER_WIZARD_STEPS.length) titleRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => navigate(LOGIN_PATH), LOGIN_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, navigate]);

  const forward = async () => {
    if (await form.trigger(STEP_FIELDS[step], { shouldFocus: true })) setStep(step + 1);
  };
  const back = () => setStep(Math.max(step - 1, 0));
  /** A failed registration: under the field it names, on that field's step; else an alert. */
  const showFailure = (failure: unknown) => {
    const named = serverFieldError(failure, PAYLOAD_FIELDS);
    const field = named ? fieldOfPayload(named.field) : undefined;
    if (!named || !field) {
      // A session failure (none is expected here) was answered by section 8 already.
      if (!isApiCallError(failure) || !isSessionFailure(failure.status)) {
        showAlert({ type: 'error', text: failureMessage(failure) });
      }
      return;
    }
    setStep(stepOf(field));
    form.setError(field, { type: 'server', message: named.message });
  };
  const submit = form.handleSubmit(async (values) => {
    let answer;
    try {
      answer = await registerWebUser.mutateAsync(buildWebUserPayload(values));
    } catch (failure) {
      showFailure(failure);
      return;
    }
    // An earlier failure's alert never stays over the success dialog.
    dismissAlert();
    // The registration flow starts the new account clean (section 4, Session).
    clearLocalData();
    setStep(REGISTER_WIZARD_STEPS.length);
    setRegistered(answer.message);
  });

  const progress = registered !== null ? 100 : registerWizardProgress(step);
  const stepCount = REGISTER_WIZARD_STEPS.length;
  const shownStep = Math.min(step + 1, stepCount);
  const title = STEP_TITLES[Math.min(step, STEP_TITLES.length - 1)] ?? STEP_TITLES[0];
  return (
    <AuthFrame title={title} narrow={progress === 0 || progress === 100} titleRef={titleRef}>
      {/* From step 1 on: the share of the steps reached, this one included. */}
      <StyledProgress
        max={100}
        value={registered !== null ? 100 : registerWizardProgress(shownStep)}
        aria-label="Registration progress"
        aria-valuetext={`Step ${shownStep} of ${stepCount}`}
      />
      <StyledStepCount aria-hidden="true">
        Step {shownStep} of {stepCount}
      </StyledStepCount>
      <FormProvider {...form}>
        <form
          noValidate
          // Enter moves forward through the steps; only the last one submits.
          onSubmit={(event) => {
            if (step >= 2) return void submit(event);
            event.preventDefault();
            void forward();
          }}
        >
          {step === 0 ? <AccountStep /> : null}
          {step === 1 ? <CompanyStep onBack={back} onSkip={() => setStep(2)} /> : null}
          {step >= 2 ? <DetailsStep onBack={back} submitting={registerWebUser.isPending} /> : null}
        </form>
      </FormProvider>
      <Dialog
        open={registered !== null && !leaving}
        title={messages.webUserRegistrationTitle}
        tone="success"
        onClose={() => setLeaving(true)}
      >
        {registered}
      </Dialog>
    </AuthFrame>
  );
}

export { RegisterScreen as Screen };
