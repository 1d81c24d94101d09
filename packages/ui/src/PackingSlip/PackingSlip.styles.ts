import { createGlobalStyle, styled } from 'styled-components';
import { tokens } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

const AREA = '[data-print-area]';

/**
 * The print stylesheet: while a PrintArea is on the page, the browser's print shows it
 * alone (the shell, the page's header and every control are hidden), from the paper's top.
 */
export const PrintStyle = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }

    ${AREA},
    ${AREA} * {
      visibility: visible;
    }

    ${AREA} {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
    }
  }
`;

export const StyledArea = styled.div<{ $screen: 'shown' | 'hidden' }>`
  display: ${({ $screen }) => ($screen === 'shown' ? 'block' : 'none')};

  @media print {
    display: block;
  }
`;

export const StyledSlip = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
  min-width: 0;
  padding: ${tokens.space[5]};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[2]};

  @media print {
    padding: 0;
    border: none;
    background: #fff;
    color: #000;
    break-after: page;
  }
`;

export const StyledHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${tokens.space[3]};

  h2 {
    margin: 0;
    font-family: ${tokens.font.display};
    font-size: ${tokens.fontSize[5]};
  }

  p {
    margin: 0;
  }
`;

export const StyledAddress = styled.address`
  font-style: normal;
  white-space: pre-line;
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${tokens.space[2]};
    border-bottom: ${tokens.borderWidth[1]} solid ${tokens.color.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  th:last-child,
  td:last-child {
    text-align: right;
  }
`;

export const StyledCaption = styled.caption`
  ${visuallyHidden}
`;
