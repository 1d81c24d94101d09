import { forwardRef, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import {
  StyledFieldset,
  StyledLegend,
  type FieldsetLayout,
  type FieldsetVariant,
} from './Fieldset.styles';

export type { FieldsetLayout, FieldsetVariant } from './Fieldset.styles';

export type FieldsetProps = FieldsetHTMLAttributes<HTMLFieldSetElement> & {
  /** Names the group: read with every control inside it. */
  legend: ReactNode;
  /** `plain` sits in the form's flow; `surface` is a card-like section of a long form. */
  variant?: FieldsetVariant;
  /** `stack` puts the controls one under another; `columns` lays short ones side by side. */
  layout?: FieldsetLayout;
};

/** A group of controls that belong together (a date range, a set of images, one form section), named by its legend. */
export const Fieldset = forwardRef<HTMLFieldSetElement, FieldsetProps>(function Fieldset(
  { legend, variant = 'plain', layout = 'stack', children, ...rest },
  ref,
) {
  return (
    <StyledFieldset ref={ref} $variant={variant} $layout={layout} {...rest}>
      <StyledLegend>{legend}</StyledLegend>
      {children}
    </StyledFieldset>
  );
});
