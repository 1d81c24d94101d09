import { LOGIN_PATH } from '@runway-live/domain/access';
import { PASSWORD_MIN_LENGTH, type RegisterWizardValues } from '@runway-live/domain/schemas';
import { Button, Link, PasswordField, TextField, tokens } from '@runway-live/ui';
import { useFormContext } from 'react-hook-form';
import { styled } from 'styled-components';
import { RouterLink } from '../../../shared/RouterLink';
import { ApplyLink } from '../ApplyLink';

export const StyledStep = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
`;

/**
 * BACK, SKIP and the step's next button: one row of equal buttons, or (narrower than
 * 20rem, a phone) one under another, never two and one: a basis that is negative above
 * the width and huge below it.
 */
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  & > * {
    flex: 1 1 calc((20rem - 100%) * 999);
  }
`;

const StyledSmall = styled.p`
  margin: 0;
  font-size: ${tokens.fontSize[2]};
  color: ${tokens.color.textMuted};
`;

/** Step 1, 'Create your account': full name, e-mail and password. */
export function AccountStep() {
  const { register, formState, trigger } = useFormContext<RegisterWizardValues>();
  const { errors } = formState;
  return (
    <StyledStep>
      <TextField
        label="Full name"
        autoComplete="name"
        autoFocus
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={errors.password?.message}
        // Its length is checked as it is typed, not only when leaving it.
        {...register('password', { onChange: () => void trigger('password') })}
      />
      <StyledSmall>
        By creating an account you agree to the{' '}
        <Link href="#terms" underline="always">
          Terms
        </Link>{' '}
        and the{' '}
        <Link href="#privacy" underline="always">
          Privacy policy
        </Link>
        .
      </StyledSmall>
      <Button type="submit" fullWidth>
        CREATE ACCOUNT
      </Button>
      <StyledSmall>
        Already have an account?{' '}
        <Link href={LOGIN_PATH} linkComponent={RouterLink}>
          Log in
        </Link>
      </StyledSmall>
      <StyledSmall>
        <ApplyLink />
      </StyledSmall>
    </StyledStep>
  );
}
