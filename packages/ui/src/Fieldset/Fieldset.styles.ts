import { css, styled } from 'styled-components';
import { tokens } from '../theme/tokens';

export type FieldsetVariant = 'plain' | 'surface';
export type FieldsetLayout = 'stack' | 'columns';

const variants = {
  // The group sits in the form's flow: no border, no inset, only its legend.
  plain: css`
    gap: ${tokens.space[3]};
    padding: 0;
    border: 0;
  `,
  // A surface per group, as the console's cards are; the legend is its title.
  surface: css`
    gap: ${tokens.space[4]};
    padding: ${tokens.space[5]};
    border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
    border-radius: ${tokens.radius[3]};
    background: ${tokens.color.surface};
    box-shadow: ${tokens.shadow[1]};

    & > legend {
      margin-bottom: 0;
      padding: 0 ${tokens.space[2]};
    }
  `,
} as const;

const layouts = {
  stack: css``,
  // Short choices (checkboxes) side by side, as many columns as fit.
  columns: css`
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
    gap: ${tokens.space[2]};
  `,
} as const;

export const StyledFieldset = styled.fieldset<{
  $variant: FieldsetVariant;
  $layout: FieldsetLayout;
}>`
  display: grid;
  min-width: 0;
  margin: 0;
  color: ${tokens.color.text};
  ${({ $variant }) => variants[$variant]}
  ${({ $layout }) => layouts[$layout]}
`;

export const StyledLegend = styled.legend`
  margin-bottom: ${tokens.space[2]};
  padding: 0;
  font-weight: ${tokens.fontWeight.semibold};
`;
