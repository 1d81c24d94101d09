import { zodResolver } from '@hookform/resolvers/zod';
import {
  DASHBOARD_PATH,
  loginEmailSchema,
  loginSchema,
  messages,
  type LoginEmailValues,
  type LoginValues,
} from '@runway-live/domain';
import { Button, PasswordField, TextField, tokens } from '@runway-live/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { isApiCallError } from '../../../api/ApiCallError';
import type { LoginRedirectState } from '../../../app/RouteGuard';
import { showAlertAtom } from '../../../state/alerts';
import { signInAtom, tokenAtom } from '../../../state/session';
import { AuthFrame } from '../AuthFrame';
import { AuthFooter, SocialSignIn } from '../AuthLinks';
import { useCheckEmail, useLogin } from '../authApi';

const StyledForm = styled.form`
  display: grid;
  gap: ${tokens.space[4]};
`;

const StyledLinks = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  font-size: ${tokens.fontSize[2]};
`;

/**
 * Section 2.4: the e-mail first (CONTINUE asks the server whether it exists), then the
 * password and LOGIN; an unknown e-mail goes to the register wizard with it prefilled.
 */
export function LoginScreen() {
  const token = useAtomValue(tokenAtom);
  const location = useLocation();
  const roleRefused = (location.state as LoginRedirectState | null)?.roleRefused === true;
  const [email, setEmail] = useState<string | null>(null);

  // A stored token on load goes to the dashboard, unless the guard just refused a route.
  if (token && !roleRefused) return <Navigate to={DASHBOARD_PATH} replace />;

  return (
    <AuthFrame title="Sign in">
      {email === null ? (
        <EmailStep onKnownEmail={setEmail} />
      ) : (
        <PasswordStep email={email} onChangeEmail={() => setEmail(null)} />
      )}
      <SocialSignIn />
      <StyledLinks>
        <span>New to Runway Live?</span>
        <Link to="/auth/register">Create new account</Link>
      </StyledLinks>
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

function PasswordStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const navigate = useNavigate();
  const login = useLogin();
  const signIn = useSetAtom(signInAtom);
  const showAlert = useSetAtom(showAlertAtom);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email, password: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const session = await login.mutateAsync({ email: values.email, password: values.password });
      signIn({ user: session.user, token: session.token });
      navigate(DASHBOARD_PATH);
    } catch (error) {
      // Section 8: 'Invalid login' or the server's message; the button is enabled again.
      const text = isApiCallError(error) && error.status ? error.message : messages.invalidLogin;
      showAlert({ type: 'error', text });
    }
  });
  return (
    <StyledForm noValidate onSubmit={submit}>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        readOnly
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label="Password"
        autoFocus
        required
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" fullWidth loading={login.isPending}>
        LOGIN
      </Button>
      <StyledLinks>
        <Link to="/auth/forgot-password">Forgot password?</Link>
        <Button variant="ghost" size="sm" onClick={onChangeEmail}>
          Use another e-mail
        </Button>
      </StyledLinks>
    </StyledForm>
  );
}

export { LoginScreen as Screen };
