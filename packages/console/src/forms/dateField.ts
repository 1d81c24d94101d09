/**
 * A date input's registration (react-hook-form's `register`): the register's number
 * bounds do not apply to a date, so they are left out and the field's own `min`/`max`
 * ('yyyy-MM-dd') are given beside it.
 */
export function dateField<Registration extends { min?: unknown; max?: unknown }>(
  registration: Registration,
): Omit<Registration, 'min' | 'max'> {
  const { min: _min, max: _max, ...rest } = registration;
  return rest;
}
