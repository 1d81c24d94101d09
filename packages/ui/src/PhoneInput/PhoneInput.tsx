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
import { PHONE_INPUT_MAX_LENGTH, filterMobileInput } from '@runway-live/domain';
import { flagEmoji } from '../CountrySelect/flagEmoji';
import { Field } from '../Field/Field';
import { StyledInput } from '../Field/Field.styles';
import { useFieldIds } from '../Field/useFieldIds';
import { StyledCountryPicker, StyledPhoneRow } from './PhoneInput.styles';
import { setInputValue } from './setInputValue';

/** A country of the flag picker; @runway-live/domain's listCountries() gives these. */
type PhoneCountry = {
  /** ISO 3166-1 alpha-2 ('US'): the flag is drawn from it. */
  code: string;
  /** 'United States' */
  name: string;
  /** '1', without the plus. */
  callingCode: string;
};

export type PhoneInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'maxLength'
> & {
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message; marks the number invalid and is announced with it. */
  error?: string;
  /** Shows the required mark and sets aria-required (the message comes from the form). */
  required?: boolean;
  /**
   * The flag picker's countries, as the caller's reference data has them. Without a list
   * there is no picker: the number alone, with the same filter.
   */
  countries?: readonly PhoneCountry[];
  /** ISO code listed first, above a separator, and picked until something else is. */
  preferredCountry?: string;
  /** The picked country's ISO code, when the caller keeps it; else the picker keeps its own. */
  country?: string;
  /** The picker's first country when the caller does not keep it; defaults to the preferred. */
  defaultCountry?: string;
  /** A country was picked; its '+<calling code>' is already in the number. */
  onCountryChange?: (country: PhoneCountry) => void;
  /** Names the picker for assistive tech. */
  countryLabel?: string;
  className?: string;
};

function optionText(country: PhoneCountry): string {
  return `${flagEmoji(country.code)} +${country.callingCode} ${country.name}`;
}

/**
 * A phone number with an optional flag picker. The number keeps digits and one leading
 * plus and stops at 15 characters (spec 5 and 9), whether typed, pasted or autofilled.
 * Picking a country writes '+<calling code>' into the number as a typed change would, so a
 * form (react-hook-form's register, or a value and onChange) sees it. Presentation only:
 * the countries and the preferred one come from the caller.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  {
    label,
    hint,
    error,
    required = false,
    countries,
    preferredCountry,
    country,
    defaultCountry,
    onCountryChange,
    countryLabel = 'Country calling code',
    onChange,
    disabled,
    id,
    className,
    ...rest
  },
  ref,
) {
  const all = useMemo(() => countries ?? [], [countries]);
  const preferred = all.find((entry) => entry.code === preferredCountry?.toUpperCase());
  const [ownCountry, setOwnCountry] = useState(() =>
    (defaultCountry ?? preferredCountry ?? all[0]?.code ?? '').toUpperCase(),
  );
  const picked = (country ?? ownCountry).toUpperCase();
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);

  const pickCountry = (code: string) => {
    const next = all.find((entry) => entry.code === code);
    if (!next) return;
    if (country === undefined) setOwnCountry(next.code);
    if (inputRef.current) setInputValue(inputRef.current, `+${next.callingCode}`);
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
        {all.length > 0 ? (
          <StyledCountryPicker
            aria-label={countryLabel}
            value={picked}
            disabled={disabled}
            onChange={(event) => pickCountry(event.target.value)}
            $invalid={false}
          >
            {preferred ? (
              <>
                <option value={preferred.code}>{optionText(preferred)}</option>
                <hr />
              </>
            ) : null}
            {all
              .filter((entry) => entry !== preferred)
              .map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {optionText(entry)}
                </option>
              ))}
          </StyledCountryPicker>
        ) : null}
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
