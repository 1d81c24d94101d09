import {
  filterMobileInput,
  PHONE_INPUT_MAX_LENGTH,
  type RegisterWizardValues,
} from '@runway-live/domain';
import { Button, TextField } from '@runway-live/ui';
import { useFormContext } from 'react-hook-form';
import { StyledActions, StyledStep } from './AccountStep';

/** Step 3, 'Provide us more details': brand, website and mobile number. */
export function DetailsStep({ onBack, submitting }: { onBack: () => void; submitting: boolean }) {
  const { register, formState } = useFormContext<RegisterWizardValues>();
  const { errors } = formState;
  const mobile = register('mobile', {
    // Section 5: a mobile input keeps digits and a leading plus.
    onChange: (event: { target: { value: string } }) => {
      event.target.value = filterMobileInput(event.target.value);
    },
  });
  return (
    <StyledStep>
      <TextField
        label="Brand name"
        autoComplete="organization"
        required
        error={errors.brand?.message}
        {...register('brand')}
      />
      <TextField
        label="Website"
        type="url"
        autoComplete="url"
        required
        error={errors.website?.message}
        {...register('website')}
      />
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        required
        error={errors.mobile?.message}
        {...mobile}
      />
      <StyledActions>
        <Button variant="secondary" onClick={onBack}>
          BACK
        </Button>
        <Button type="submit" loading={submitting}>
          GET STARTED
        </Button>
      </StyledActions>
    </StyledStep>
  );
}
