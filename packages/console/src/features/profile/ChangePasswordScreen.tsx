import { zodResolver } from '@hookform/resolvers/zod';
import { requiredValue, resetPasswordSchema } from '@runway-live/domain/schemas';
import { Button, Card, PasswordField, tokens } from '@runway-live/ui';
import { useSetAtom } from 'jotai';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { z } from 'zod';
import { DASHBOARD_CRUMB, Page } from '../../shared/Page';
import { showAlertAtom } from '../../state/alerts';
import { useChangePassword } from './profileApi';

/** The current password, then a new one with the reset screen's rules (section 5). */
const changePasswordSchema = z.object({ oldPassword: requiredValue() }).and(resetPasswordSchema);
type ChangePasswordValues = z.output<typeof changePasswordSchema>;

const StyledForm = styled.form`
  display: grid;
  gap: ${tokens.space[4]};
`;

/** Settings: POST /api/user/change_password {oldpassword, newpassword}. */
export function ChangePasswordScreen() {
  const changePassword = useChangePassword();
  const showAlert = useSetAtom(showAlertAtom);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    const answer = await changePassword
      .mutateAsync({ oldpassword: values.oldPassword, newpassword: values.password })
      .catch(() => null);
    if (!answer) return;
    form.reset();
    showAlert({ type: 'success', text: answer.message });
  });
  const { errors } = form.formState;
  return (
    <Page title="Change password" parents={[DASHBOARD_CRUMB]}>
      <Card width="narrow">
        <StyledForm noValidate onSubmit={submit}>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            required
            error={errors.oldPassword?.message}
            {...form.register('oldPassword')}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
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
          <Button type="submit" loading={changePassword.isPending}>
            Update password
          </Button>
        </StyledForm>
      </Card>
    </Page>
  );
}

export { ChangePasswordScreen as Screen };
