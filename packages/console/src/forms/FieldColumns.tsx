import { tokens } from '@runway-live/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

// The grid folds by its own width (a container query), wherever the form sits: beside the
// side menu at 1280 px a section's card is wide enough for two columns, on a phone it is not.
const StyledFrame = styled.div`
  container-type: inline-size;
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[4]};
  align-items: start;

  @container (min-width: 36rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;
`;

/**
 * Short fields side by side in two columns when the section is wide enough (36rem), one
 * column below that (issue 27: the add-designer form at 1280 px and at 375 px).
 */
export function FieldColumns({ children }: { children: ReactNode }) {
  return (
    <StyledFrame>
      <StyledColumns data-field-columns="">{children}</StyledColumns>
    </StyledFrame>
  );
}

/** A long field (an address line, a paragraph) across both columns of FieldColumns. */
export function WideField({ children }: { children: ReactNode }) {
  return <StyledWide>{children}</StyledWide>;
}
