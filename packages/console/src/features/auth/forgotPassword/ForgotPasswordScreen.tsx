import { zodResolver } from '@hookform/resolvers/zod';
import { LOGIN_PATH } from '@runway-live/domain/access';
import { messages } from '@runway-live/domain/messages';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@runway-live/domain/schemas';
import { Button, Dialog, TextField, tokens } from '@runway-live/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { AuthFrame } from '../AuthFrame';
import { useForgotPassword } from '../authApi';

const StyledForm = styled.form`
  display: grid;
  gap: ${tokens.space[4]};
`;

/**
 * Section 2.5: an e-mail, SEND and BACK TO LOGIN. Success shows the server's message in
 * a 'Success' dialog whose OK goes to login; a failure is the client's 'Error!' dialog.
 */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    const answer = await forgotPassword.mutateAsync(email.trim()).catch(() => null);
    if (answer) setSent(answer.message);
  });
  return (
    <AuthFrame title="Forgot password">
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
        <Button type="submit" fullWidth loading={forgotPassword.isPending}>
          SEND
        </Button>
        <Button variant="secondary" fullWidth onClick={() => navigate(LOGIN_PATH)}>
          BACK TO LOGIN
        </Button>
      </StyledForm>
      <Dialog
        open={sent !== null}
        title={messages.successTitle}
        tone="success"
        onClose={() => navigate(LOGIN_PATH)}
      >
        {sent}
      </Dialog>
    </AuthFrame>
  );
}

export { ForgotPasswordScreen as Screen };
