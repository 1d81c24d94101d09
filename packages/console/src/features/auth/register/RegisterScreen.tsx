import { zodResolver } from '@hookform/resolvers/zod';
import { LOGIN_PATH } from '@runway-live/domain/access';
import { messages } from '@runway-live/domain/messages';
import { buildWebUserPayload } from '@runway-live/domain/payloads';
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

/** The fields each step checks before moving forward (section 4). */
const STEP_FIELDS = REGISTER_WIZARD_STEPS.map(
  (schema) => Object.keys(schema.shape) as (keyof RegisterWizardValues)[],
);

/**
 * Section 2.6: a three-step wizard with a progress bar; the e-mail comes prefilled from
 * ?email. Forward needs the current step to be valid, BACK is free, step 2 may be skipped.
 */
export function RegisterScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const registerWebUser = useRegisterWebUser();
  const clearLocalData = useSetAtom(clearLocalDataAtom);
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
  const submit = form.handleSubmit(async (values) => {
    const answer = await registerWebUser.mutateAsync(buildWebUserPayload(values)).catch(() => null);
    if (!answer) return;
    // The registration flow starts the new account clean (section 4, Session).
    clearLocalData();
    setStep(REGISTER_WIZARD_STEPS.length);
    setRegistered(answer.message);
  });

  const progress = registered !== null ? 100 : registerWizardProgress(step);
  const title = STEP_TITLES[Math.min(step, STEP_TITLES.length - 1)] ?? STEP_TITLES[0];
  return (
    <AuthFrame title={title} narrow={progress === 0 || progress === 100} titleRef={titleRef}>
      {progress > 0 ? (
        <StyledProgress max={100} value={progress} aria-label="Registration progress" />
      ) : null}
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
