import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_UNVERIFIED_CODE, routePath } from '@runway-live/domain/access';
import { loginSchema, type LoginValues } from '@runway-live/domain/schemas';
import { messages } from '@runway-live/domain/messages';
import { type ApiErrorBody } from '@runway-live/domain/api';
import { Button, Link, media, PasswordField, TextField, tokens } from '@runway-live/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { isApiCallError } from '../../../api/ApiCallError';
import { returnPathAfterSignIn } from '../../../api/failurePolicy';
import { RouterLink } from '../../../shared/RouterLink';
import { showAlertAtom } from '../../../state/alerts';
import { signInAtom } from '../../../state/session';
import { useLogin, useResendVerification } from '../authApi';
import { StyledForm } from './loginStyles';

// At the two ends of one row; on a phone, where both do not fit, one under another.
const StyledLinks = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[2]};
  font-size: ${tokens.fontSize[2]};
  @media ${media.narrow} {
    flex-direction: column;
  }
`;

/** Whether a failed login says the account's e-mail must be verified first. */
function isUnverified(error: unknown): boolean {
  return (
    isApiCallError(error) &&
    (error.body as Partial<ApiErrorBody> | undefined)?.code === EMAIL_UNVERIFIED_CODE
  );
}

/**
 * Section 2.4's second step: the known e-mail, its password and LOGIN. A refusal is the
 * server's message as the alert (an application under review, an unverified e-mail); an
 * unverified register-wizard account is offered a new verification link beside it.
 */
export default function PasswordStep({
  email,
  onChangeEmail,
}: {
  email: string;
  onChangeEmail: () => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const signIn = useSetAtom(signInAtom);
  const showAlert = useSetAtom(showAlertAtom);
  const resend = useResendVerification();
  const [unverified, setUnverified] = useState(false);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email, password: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const session = await login.mutateAsync({ email: values.email, password: values.password });
      await signIn({ user: session.user, token: session.token });
      // Back to the page a session ended on (issue 27), else the dashboard.
      navigate(returnPathAfterSignIn(location.search));
    } catch (error) {
      // Section 8: 'Invalid login' or the server's message; the button is enabled again.
      const text = isApiCallError(error) && error.status ? error.message : messages.invalidLogin;
      showAlert({ type: 'error', text });
      setUnverified(isUnverified(error));
    }
  });
  const resendLink = async () => {
    const answer = await resend.mutateAsync(email).catch(() => null);
    if (!answer) return;
    showAlert({ type: 'success', text: answer.message });
    setUnverified(false);
  };
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
      {unverified ? (
        <Button variant="secondary" fullWidth loading={resend.isPending} onClick={resendLink}>
          Send the verification link again
        </Button>
      ) : null}
      <StyledLinks>
        <Link href={routePath('auth/forgot-password')} linkComponent={RouterLink}>
          Forgot password?
        </Link>
        <Button variant="ghost" size="sm" onClick={onChangeEmail}>
          Use another e-mail
        </Button>
      </StyledLinks>
    </StyledForm>
  );
}
