import { countryByName, listCountries } from '@runway-live/domain/reference';
import { DEFAULT_COUNTRY, type RegisterWizardValues } from '@runway-live/domain/schemas';
import { Button, PhoneInput, TextField } from '@runway-live/ui';
import { useFormContext } from 'react-hook-form';
import { StyledActions, StyledStep } from './AccountStep';

/** The phone picker's preferred country is the wizard's default one (section 9). */
const PREFERRED_PHONE_COUNTRY = countryByName(DEFAULT_COUNTRY)?.code;

/**
 * Step 3, 'Provide us more details': brand, website and mobile number with a country flag
 * picker (section 2.6). The picker opens on the country of step 2, whose calling code is
 * already in the number; the input keeps digits and a leading plus (section 5).
 */
export function DetailsStep({ onBack, submitting }: { onBack: () => void; submitting: boolean }) {
  const { register, formState, getValues } = useFormContext<RegisterWizardValues>();
  const { errors } = formState;
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
      <PhoneInput
        label="Mobile number"
        required
        countries={listCountries()}
        preferredCountry={PREFERRED_PHONE_COUNTRY}
        defaultCountry={countryByName(getValues('country'))?.code ?? PREFERRED_PHONE_COUNTRY}
        error={errors.mobile?.message}
        {...register('mobile')}
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
