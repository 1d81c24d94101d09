import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';

export const StyledSettings = styled.div`
  container-type: inline-size;
  display: grid;
  gap: ${tokens.space[5]};
`;

export const StyledForm = styled.form`
  display: grid;
  gap: ${tokens.space[2]};
`;

export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  align-items: flex-start;

  & > :first-child {
    flex: 1 1 12rem;
  }

  /* The button beside the input, not beside the hint under it: one label line down. */
  & > button {
    margin-top: calc(${tokens.fontSize[2]} * ${tokens.lineHeight.normal} + ${tokens.space[1]});
  }

  /* Too narrow for both on one line: the button under its hint, at its own width. */
  @container (max-width: 24rem) {
    flex-direction: column;

    & > :first-child {
      flex: none;
      align-self: stretch;
    }

    & > button {
      margin-top: 0;
    }
  }
`;

export const StyledWords = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledWord = styled.li`
  display: inline-flex;
  gap: ${tokens.space[1]};
  align-items: center;
  padding-left: ${tokens.space[3]};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surfaceMuted};
`;

export const StyledNote = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;
