import { styled } from 'styled-components';
import { controlStyles } from '../Field/Field.styles';
import { tokens } from '../theme/tokens';

export const StyledPhoneRow = styled.div`
  display: flex;
  gap: ${tokens.space[2]};
`;

/** The flag picker: only as wide as a flag and a calling code; its list shows full names. */
export const StyledCountryPicker = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  flex: none;
  width: calc(${tokens.size.controlLg} * 2.25);
  cursor: pointer;
`;
