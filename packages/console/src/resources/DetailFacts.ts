import { tokens } from '@runway-live/ui';
import { styled } from 'styled-components';

/**
 * A detail page's facts as a description list: the term muted beside its value, a long
 * value (an e-mail, an id, an address) breaking rather than pushing a phone's page sideways.
 * Words wrap whole; a link (a site, an e-mail) may break anywhere.
 */
export const DetailFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${tokens.space[2]} ${tokens.space[4]};
  margin: 0;

  dt {
    color: ${tokens.color.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: break-word;
  }

  dd a {
    overflow-wrap: anywhere;
  }
`;
