import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';

export type AlertTone = 'success' | 'error';

const tones: Record<AlertTone, { text: string; background: string }> = {
  success: { text: tokens.color.success, background: tokens.color.successSubtle },
  error: { text: tokens.color.danger, background: tokens.color.dangerSubtle },
};

export const StyledAlert = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[3]} ${tokens.space[4]};
  border-inline-start: ${tokens.borderWidth[3]} solid ${({ $tone }) => tones[$tone].text};
  border-radius: ${tokens.radius[1]};
  background: ${({ $tone }) => tones[$tone].background};
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[2]};

  & > svg {
    flex: none;
    width: ${tokens.size.iconMd};
    height: ${tokens.size.iconMd};
    margin-top: ${tokens.space[1]};
    color: ${({ $tone }) => tones[$tone].text};
  }
`;

export const StyledText = styled.div`
  flex: 1;
  align-self: center;
`;
