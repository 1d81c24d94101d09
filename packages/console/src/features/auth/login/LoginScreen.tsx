import { zodResolver } from '@hookform/resolvers/zod';
import { DASHBOARD_PATH } from '@runway-live/domain/access';
import { loginEmailSchema, type LoginEmailValues } from '@runway-live/domain/schemas';
import { Button, Link, TextField } from '@runway-live/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { RouterLink } from '../../../shared/RouterLink';
import { tokenAtom, type LoginRedirectState } from '../../../state/session';
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

  useEffect(() => {
    void loadPasswordStep();
  }, []);

  // A stored token on load goes to the dashboard, unless the guard just refused a route.
  if (token && !roleRefused) return <Navigate to={DASHBOARD_PATH} replace />;

  return (
    <AuthFrame title="Sign in">
      {email === null ? (
        <EmailStep onKnownEmail={setEmail} />
      ) : (
        // Fetched on the e-mail step's first render, so it is there by the time it is asked for.
        <Suspense fallback={null}>
          <PasswordStep email={email} onChangeEmail={() => setEmail(null)} />
        </Suspense>
      )}
      <SocialSignIn />
      <StyledSignUp>
        New to Runway Live?{' '}
        <Link href="/auth/register" linkComponent={RouterLink}>
          Create new account
        </Link>
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
    const address = email.trim();
    const exists = await checkEmail.mutateAsync(address).catch(() => null);
    if (exists === true) onKnownEmail(address);
    if (exists === false) navigate(`/auth/register?email=${encodeURIComponent(address)}`);
  });
  return (
    <StyledForm noValidate onSubmit={submit}>
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
