import { listCountries } from '@runway-live/domain/reference';
import { COMPANY_TYPES, type RegisterWizardValues } from '@runway-live/domain/schemas';
import { Button, Checkbox, Select, tokens } from '@runway-live/ui';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { styled } from 'styled-components';
import { StyledActions, StyledStep } from './AccountStep';

const StyledChoices = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
`;

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
      <StyledChoices>
        <legend>Company type</legend>
        {COMPANY_TYPES.map(({ key, label }) => (
          <Checkbox key={key} label={label} {...register(key)} />
        ))}
      </StyledChoices>
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
