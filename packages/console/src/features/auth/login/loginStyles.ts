import { tokens } from '@runway-live/ui';
import { styled } from 'styled-components';

/** The login steps' form: its fields and buttons one under another. */
export const StyledForm = styled.form`
  display: grid;
  gap: ${tokens.space[4]};
`;

/** The way to register: one centred line, wrapping as text does. */
export const StyledSignUp = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${tokens.fontSize[2]};
`;
