import { zodResolver } from '@hookform/resolvers/zod';
import { DASHBOARD_PATH, loginSchema, messages, type LoginValues } from '@runway-live/domain';
import { Button, Link, media, PasswordField, TextField, tokens } from '@runway-live/ui';
import { useSetAtom } from 'jotai';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { isApiCallError } from '../../../api/ApiCallError';
import { RouterLink } from '../../../app/RouterLink';
import { showAlertAtom } from '../../../state/alerts';
import { signInAtom } from '../../../state/session';
import { useLogin } from '../authApi';
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

/** Section 2.4's second step: the known e-mail, its password and LOGIN. */
export default function PasswordStep({
  email,
  onChangeEmail,
}: {
  email: string;
  onChangeEmail: () => void;
}) {
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
      await signIn({ user: session.user, token: session.token });
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
        <Link href="/auth/forgot-password" linkComponent={RouterLink}>
          Forgot password?
        </Link>
        <Button variant="ghost" size="sm" onClick={onChangeEmail}>
          Use another e-mail
        </Button>
      </StyledLinks>
    </StyledForm>
  );
}
