import { listCountries } from '@runway-live/domain/reference';
import { COMPANY_TYPES, type RegisterWizardValues } from '@runway-live/domain/schemas';
import { Button, Checkbox, Fieldset, Select } from '@runway-live/ui';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { StyledActions, StyledStep } from './AccountStep';

/**
 * Step 2, 'Select one that represents your company': the company types and the country.
 * Choosing a country puts its calling code in the mobile field of step 3 (section 9).
 */
export function CompanyStep(props: { onBack: () => void; onSkip: () => void }) {
  const { register, formState, setValue } = useFormContext<RegisterWizardValues>();
  const countries = useMemo(
    () => listCountries().map((country) => ({ value: country.name, label: country.name })),
    [],
  );
  const country = register('country', {
    onChange: (event: { target: { value: string } }) => {
      const chosen = listCountries().find((entry) => entry.name === event.target.value);
      if (chosen) setValue('mobile', `+${chosen.callingCode}`);
    },
  });
  return (
    <StyledStep>
      <Fieldset legend="Company type" layout="columns">
        {COMPANY_TYPES.map(({ key, label }) => (
          <Checkbox key={key} label={label} {...register(key)} />
        ))}
      </Fieldset>
      <Select
        label="Country"
        options={countries}
        required
        error={formState.errors.country?.message}
        {...country}
      />
      <StyledActions>
        <Button variant="secondary" onClick={props.onBack}>
          BACK
        </Button>
        <Button variant="ghost" onClick={props.onSkip}>
          SKIP
        </Button>
        <Button type="submit">NEXT</Button>
      </StyledActions>
    </StyledStep>
  );
}
