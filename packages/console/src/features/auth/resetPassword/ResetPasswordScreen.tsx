import { zodResolver } from '@hookform/resolvers/zod';
import { DASHBOARD_PATH, effectiveRole, LOGIN_PATH } from '@runway-live/domain/access';
import { messages } from '@runway-live/domain/messages';
import { resetPasswordSchema, type ResetPasswordValues } from '@runway-live/domain/schemas';
import { Button, Dialog, Link, PasswordField, Spinner, tokens } from '@runway-live/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { RouterLink } from '../../../shared/RouterLink';
import { consoleConfig } from '../../../config';
import { signInAtom } from '../../../state/session';
import { AuthFrame } from '../AuthFrame';
import { useResetPassword, useResetTokenCheck } from '../authApi';
import { appLink, mobilePlatform, openAppThenStore } from '../deepLinks';

const StyledForm = styled.form`
  display: grid;
  gap: ${tokens.space[4]};
`;

/** Section 9: the store page opens 1 second after the app link on an iPhone. */
export const IPHONE_STORE_DELAY_MS = 1000;

/** Where a visitor with a dead link asks for a new one. */
const FORGOT_PASSWORD_PATH = '/auth/forgot-password';

/** A link that cannot be used: its message, once, and the way to a new link (wording designed here). */
function DeadLink({ message }: { message: string }) {
  return (
    <>
      <p role="alert">{message}</p>
      <Link href={FORGOT_PASSWORD_PATH} linkComponent={RouterLink}>
        Request a new link
      </Link>
    </>
  );
}

/**
 * Section 2.8: 'Invalid url' without a token; on an iPhone the app takes the token; else
 * the token is verified first and only a verified token shows the form.
 */
export function ResetPasswordScreen() {
  const token = useParams().token?.trim() ?? '';
  const onIphone = mobilePlatform() === 'iphone';

  useEffect(() => {
    if (!token || !onIphone) return;
    return openAppThenStore(
      appLink('reset-password', token),
      consoleConfig.mobile.iosAppUrl,
      IPHONE_STORE_DELAY_MS,
    );
  }, [token, onIphone]);

  return (
    <AuthFrame title="Reset password">
      {!token ? <DeadLink message={messages.invalidUrl} /> : null}
      {token && onIphone ? <Spinner label="Opening the Runway Live app" /> : null}
      {token && !onIphone ? <VerifiedResetForm token={token} /> : null}
    </AuthFrame>
  );
}

function VerifiedResetForm({ token }: { token: string }) {
  const verifyToken = useResetTokenCheck(token);

  if (verifyToken.isError) return <DeadLink message={verifyToken.error.message} />;
  if (!verifyToken.isSuccess) return <Spinner label="Checking the link" />;
  return <ResetForm token={token} />;
}

function ResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const signIn = useSetAtom(signInAtom);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    const answer = await resetPassword.mutateAsync({ password, token }).catch(() => null);
    if (!answer) return;
    // Section 6: a session only when the first role is not 'user'.
    if (effectiveRole(answer.user) !== 'user') {
      await signIn({ user: answer.user, token: answer.token });
      navigate(DASHBOARD_PATH);
      return;
    }
    setDone(answer.message);
  });
  const { errors } = form.formState;
  return (
    <StyledForm noValidate onSubmit={submit}>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        autoFocus
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" fullWidth loading={resetPassword.isPending}>
        Submit
      </Button>
      <Dialog
        open={done !== null}
        title={messages.successTitle}
        tone="success"
        onClose={() => navigate(LOGIN_PATH)}
      >
        {done}
      </Dialog>
    </StyledForm>
  );
}

export { ResetPasswordScreen as Screen };
