import { css, styled } from 'styled-components';
import { tokens } from '../theme/tokens';
import { sectionTitleStyles } from '../theme/typography';

export type DialogTone = 'neutral' | 'success' | 'error';
export type DialogSize = 'md' | 'lg';

const toneColours: Record<DialogTone, string> = {
  neutral: tokens.color.text,
  success: tokens.color.success,
  error: tokens.color.danger,
};

export const StyledDialog = styled.dialog<{ $size: DialogSize }>`
  width: min(
    ${({ $size }) => ($size === 'lg' ? tokens.size.dialogWide : tokens.size.dialog)},
    calc(100vw - ${tokens.space[6]})
  );
  padding: ${tokens.space[6]};
  border: none;
  border-radius: ${tokens.radius[3]};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  box-shadow: ${tokens.shadow[3]};
  font-family: ${tokens.font.body};
  z-index: ${tokens.z.dialog};

  &::backdrop {
    background: ${tokens.color.overlay};
  }

  &[open] {
    display: flex;
    flex-direction: column;
    gap: ${tokens.space[4]};
  }
`;

export const StyledTitle = styled.h2<{ $tone: DialogTone }>`
  ${sectionTitleStyles}
  ${({ $tone }) => css`
    color: ${toneColours[$tone]};
  `}
`;

export const StyledMessage = styled.div`
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[3]};
  line-height: ${tokens.lineHeight.normal};
`;

export const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${tokens.space[3]};
  margin-top: ${tokens.space[2]};
`;
