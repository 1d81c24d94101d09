import { styled } from 'styled-components';
import { Dialog } from '../Dialog/Dialog';
import { focusRing } from '../theme/focusRing';
import { tokens } from '../theme/tokens';

/** A bottom sheet: the modal dialog docked to the bottom edge, full width. */
export const StyledSheet = styled(Dialog)`
  width: 100%;
  max-width: 100%;
  max-height: 85vh;
  margin: auto 0 0;
  border-radius: ${tokens.radius[3]} ${tokens.radius[3]} 0 0;

  & > div:first-of-type {
    display: flex;
    flex-direction: column;
    gap: ${tokens.space[3]};
    min-height: 0;
  }
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[4]};
  font-size: ${tokens.fontSize[2]};

  fieldset {
    display: flex;
    gap: ${tokens.space[3]};
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    float: left;
    margin-right: ${tokens.space[2]};
    font-weight: ${tokens.fontWeight.semibold};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space[1]};
    cursor: pointer;
  }

  input {
    accent-color: ${tokens.color.accent};
  }
`;

export const StyledDownload = styled.a`
  margin-left: auto;
  color: ${tokens.color.accent};
  font-weight: ${tokens.fontWeight.semibold};
  ${focusRing}
`;

export const StyledScroller = styled.div`
  overflow-y: auto;
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[1]};
  ${focusRing}
`;

export const StyledLines = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledLine = styled.li<{ $type: 'Error' | 'Warning' }>`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  display: flex;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border-bottom: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  font-size: ${tokens.fontSize[2]};
  color: ${({ $type }) => ($type === 'Error' ? tokens.color.danger : tokens.color.warning)};

  strong {
    flex: none;
    min-width: 5rem;
  }
`;

export const StyledOutcome = styled.p<{ $tone: 'neutral' | 'success' | 'danger' }>`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  margin: 0;
  font-size: ${tokens.fontSize[3]};
  color: ${({ $tone }) =>
    $tone === 'success'
      ? tokens.color.success
      : $tone === 'danger'
        ? tokens.color.danger
        : tokens.color.text};

  svg {
    width: ${tokens.size.iconLg};
    height: ${tokens.size.iconLg};
  }
`;

export const StyledReading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  font-size: ${tokens.fontSize[2]};

  & > [role='progressbar'] {
    width: 100%;
  }
`;

/** A boxed block above the lines: the dry run's summary, the server's refusals. */
export const StyledPanel = styled.section<{ $tone: 'neutral' | 'danger' }>`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[3]};
  border: ${tokens.borderWidth[1]} solid
    ${({ $tone }) => ($tone === 'danger' ? tokens.color.danger : tokens.color.border)};
  border-radius: ${tokens.radius[1]};
  font-size: ${tokens.fontSize[2]};

  h3 {
    margin: 0;
    font-size: ${tokens.fontSize[2]};
    font-weight: ${tokens.fontWeight.semibold};
  }

  p {
    margin: 0;
  }

  ul {
    max-height: 10rem;
    margin: 0;
    padding-left: ${tokens.space[4]};
    overflow-y: auto;
  }
`;

/** The variants an update removes: in the danger colour, as they are lost on Upload. */
export const StyledRemoved = styled.span`
  color: ${tokens.color.danger};
  font-weight: ${tokens.fontWeight.semibold};
`;
