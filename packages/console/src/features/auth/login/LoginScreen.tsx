import { routePath } from '@runway-live/domain/access';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginEmailSchema, type LoginEmailValues } from '@runway-live/domain/schemas';
import { Button, Link, TextField } from '@runway-live/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { returnPathAfterSignIn } from '../../../api/failurePolicy';
import { RouterLink } from '../../../shared/RouterLink';
import { showAlertAtom } from '../../../state/alerts';
import { sessionEndedAtom, tokenAtom, type LoginRedirectState } from '../../../state/session';
import { ApplyLink } from '../ApplyLink';
import { AuthFrame } from '../AuthFrame';
import { AuthFooter, SocialSignIn } from '../AuthLinks';
import { useCheckEmail } from '../authApi';
import { StyledForm, StyledSignUp } from './loginStyles';

// The password step is not on screen at first: it loads in its own chunk (with the
// password field and its icons), fetched as soon as the e-mail step is shown, so the
// login page's first paint stays within its 150 KB budget (bench/bundle).
const loadPasswordStep = () => import('./PasswordStep');
const PasswordStep = lazy(loadPasswordStep);

/**
 * Section 2.4: the e-mail first (CONTINUE asks the server whether it exists), then the
 * password and LOGIN; an unknown e-mail goes to the register wizard with it prefilled.
 */
export function LoginScreen() {
  const token = useAtomValue(tokenAtom);
  const location = useLocation();
  const roleRefused = (location.state as LoginRedirectState | null)?.roleRefused === true;
  const [email, setEmail] = useState<string | null>(null);
  const [sessionEnded, setSessionEnded] = useAtom(sessionEndedAtom);
  const showAlert = useSetAtom(showAlertAtom);

  // A session that ended (expired, suspended) says why, here, once (issue 27).
  useEffect(() => {
    if (sessionEnded === null) return;
    showAlert({ type: 'error', text: sessionEnded });
    setSessionEnded(null);
  }, [sessionEnded, setSessionEnded, showAlert]);

  // A stored token on load goes on (the dashboard), unless the guard just refused a route.
  if (token && !roleRefused) {
    return <Navigate to={returnPathAfterSignIn(location.search)} replace />;
  }

  return (
    <AuthFrame title="Sign in">
      {email === null ? (
        <EmailStep onKnownEmail={setEmail} />
      ) : (
        // Fetched once the e-mail is being typed (or sent), so it is there by the time it is
        // asked for, but not part of the page's first load (bench/bundle's budget).
        <Suspense fallback={null}>
          <PasswordStep email={email} onChangeEmail={() => setEmail(null)} />
        </Suspense>
      )}
      <SocialSignIn />
      <StyledSignUp>
        New to Runway Live?{' '}
        <Link href={routePath('auth/register')} linkComponent={RouterLink}>
          Create new account
        </Link>
      </StyledSignUp>
      <StyledSignUp>
        <ApplyLink />
      </StyledSignUp>
      <AuthFooter />
    </AuthFrame>
  );
}

function EmailStep({ onKnownEmail }: { onKnownEmail: (email: string) => void }) {
  const navigate = useNavigate();
  const checkEmail = useCheckEmail();
  const form = useForm<LoginEmailValues>({
    resolver: zodResolver(loginEmailSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    void loadPasswordStep();
    const address = email.trim();
    const exists = await checkEmail.mutateAsync(address).catch(() => null);
    if (exists === true) onKnownEmail(address);
    if (exists === false)
      navigate(`${routePath('auth/register')}?email=${encodeURIComponent(address)}`);
  });
  return (
    <StyledForm noValidate onSubmit={submit} onInput={() => void loadPasswordStep()}>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        autoFocus
        required
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" fullWidth loading={checkEmail.isPending}>
        CONTINUE
      </Button>
    </StyledForm>
  );
}

export { LoginScreen as Screen };
