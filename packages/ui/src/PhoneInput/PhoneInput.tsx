import {
  forwardRef,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import {
  PHONE_INPUT_MAX_LENGTH,
  filterMobileInput,
  listCountries,
  phoneCodeOf,
  type Country,
} from '@runway-live/domain';
import { flagEmoji } from '../CountrySelect/flagEmoji';
import { Field } from '../Field/Field';
import { StyledInput } from '../Field/Field.styles';
import { useFieldIds } from '../Field/useFieldIds';
import { StyledCountryPicker, StyledPhoneRow } from './PhoneInput.styles';
import { setInputValue } from './setInputValue';

export type PhoneInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'maxLength'
> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** The picked country's ISO code ('US'); leave undefined to let the picker keep its own. */
  country?: string;
  /** The register wizard's preferred country is the United States (spec 9). */
  defaultCountry?: string;
  onCountryChange?: (country: Country) => void;
  /** Listed first, above a separator. */
  preferredCountries?: readonly string[];
  countries?: readonly Country[];
  countryLabel?: string;
  className?: string;
};

function optionText(country: Country): string {
  return `${flagEmoji(country.code)} +${country.callingCode} ${country.name}`;
}

/**
 * A mobile number with a flag picker. The number keeps digits and one leading plus and
 * stops at 15 characters (spec 5 and 9); picking a country writes its calling code
 * into the number, as a typed change, so forms see it.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  {
    label,
    hint,
    error,
    required = false,
    country,
    defaultCountry = 'US',
    onCountryChange,
    preferredCountries = ['US'],
    countries,
    countryLabel = 'Country calling code',
    onChange,
    disabled,
    id,
    className,
    ...rest
  },
  ref,
) {
  const all = useMemo(() => countries ?? listCountries(), [countries]);
  const preferred = useMemo(
    () =>
      preferredCountries
        .map((code) => all.find((entry) => entry.code === code.toUpperCase()))
        .filter((entry): entry is Country => entry !== undefined),
    [all, preferredCountries],
  );
  const [ownCountry, setOwnCountry] = useState(defaultCountry.toUpperCase());
  const picked = (country ?? ownCountry).toUpperCase();
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);

  const pickCountry = (code: string) => {
    const next = all.find((entry) => entry.code === code);
    if (!next) return;
    if (country === undefined) setOwnCountry(next.code);
    const callingCode = phoneCodeOf(next.code);
    if (inputRef.current && callingCode) setInputValue(inputRef.current, callingCode);
    onCountryChange?.(next);
  };

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <StyledPhoneRow>
        <StyledCountryPicker
          aria-label={countryLabel}
          value={picked}
          disabled={disabled}
          onChange={(event) => pickCountry(event.target.value)}
          $invalid={false}
        >
          {preferred.map((entry) => (
            <option key={`preferred-${entry.code}`} value={entry.code}>
              {optionText(entry)}
            </option>
          ))}
          {preferred.length > 0 ? <hr /> : null}
          {all
            .filter((entry) => !preferred.includes(entry))
            .map((entry) => (
              <option key={entry.code} value={entry.code}>
                {optionText(entry)}
              </option>
            ))}
        </StyledCountryPicker>
        <StyledInput
          ref={inputRef}
          id={ids.controlId}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
          $invalid={Boolean(error)}
          {...rest}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            // maxLength stops typing; the slice also covers script and autofill writes.
            const filtered = filterMobileInput(event.target.value).slice(0, PHONE_INPUT_MAX_LENGTH);
            if (filtered !== event.target.value) event.target.value = filtered;
            onChange?.(event);
          }}
        />
      </StyledPhoneRow>
    </Field>
  );
});
