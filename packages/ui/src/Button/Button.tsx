import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { styled } from 'styled-components';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

const StyledButton = styled.button`
  padding: 8px 16px;
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  return <StyledButton ref={ref} type="button" {...props} />;
});
