import { keyframes, styled } from 'styled-components';
import { tokens } from '../theme/tokens';

export type ToastTone = 'success' | 'error' | 'info';

const accents: Record<ToastTone, string> = {
  success: tokens.color.success,
  error: tokens.color.danger,
  info: tokens.color.info,
};

const enter = keyframes`
  from { opacity: 0; transform: translateY(${tokens.space[2]}); }
  to { opacity: 1; transform: none; }
`;

export const StyledRegion = styled.section`
  position: fixed;
  inset-block-end: ${tokens.space[5]};
  inset-inline-end: ${tokens.space[5]};
  z-index: ${tokens.z.toast};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  width: min(${tokens.size.toast}, calc(100vw - ${tokens.space[6]}));
`;

export const StyledToast = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[3]} ${tokens.space[4]};
  border-inline-start: ${tokens.borderWidth[3]} solid ${({ $tone }) => accents[$tone]};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  box-shadow: ${tokens.shadow[2]};
  font-size: ${tokens.fontSize[2]};
  animation: ${enter} ${tokens.motion.normal} ${tokens.motion.easing};
`;

export const StyledMessage = styled.div`
  flex: 1;
`;
