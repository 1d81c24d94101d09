import { styled } from 'styled-components';
import { Dialog } from '../Dialog/Dialog';
import { tokens } from '../theme/tokens';

/** The dialog's size, fixed by spec 2.13 and 9 (600 × 450), narrower on small screens. */
export const StyledCropperDialog = styled(Dialog)`
  position: fixed;
  width: min(600px, calc(100vw - ${tokens.space[4]}));
  height: min(450px, calc(100vh - ${tokens.space[4]}));
  padding: ${tokens.space[5]};

  &[open] {
    gap: ${tokens.space[3]};
  }

  & > div:first-of-type {
    flex: 1;
    min-height: 0;
  }
`;

export const StyledClose = styled.span`
  position: absolute;
  top: ${tokens.space[3]};
  right: ${tokens.space[3]};
`;

export const StyledWorkspace = styled.div`
  display: flex;
  gap: ${tokens.space[4]};
  height: 100%;
`;

export const StyledCropArea = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  background: ${tokens.color.surfaceMuted};
  border-radius: ${tokens.radius[1]};
  overflow: hidden;
`;

export const StyledSide = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  width: 8rem;
  font-size: ${tokens.fontSize[1]};
  color: ${tokens.color.textMuted};

  canvas {
    width: 8rem;
    height: 8rem;
    border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
    border-radius: ${tokens.radius[1]};
  }

  input {
    width: 100%;
    accent-color: ${tokens.color.accent};
  }
`;

export const StyledStatus = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  margin: 0;
`;
