import { forwardRef, type HTMLAttributes } from 'react';
import { StyledLabel, StyledRing, StyledSpinner, type SpinnerSize } from './Spinner.styles';

export type SpinnerProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  size?: SpinnerSize;
  /** What is loading, read by screen readers. */
  label?: string;
  /** Inside a control that already says it is busy (a loading Button): hidden from assistive tech. */
  decorative?: boolean;
};

/** A spinning ring; announced as a status unless decorative. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', label = 'Loading', decorative = false, ...rest },
  ref,
) {
  if (decorative) {
    return (
      <StyledSpinner ref={ref} aria-hidden {...rest}>
        <StyledRing $size={size} />
      </StyledSpinner>
    );
  }
  return (
    <StyledSpinner ref={ref} role="status" {...rest}>
      <StyledRing $size={size} aria-hidden />
      <StyledLabel>{label}</StyledLabel>
    </StyledSpinner>
  );
});
