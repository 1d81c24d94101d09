import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';

/** Where a live connection stands, as a banner shows it. */
export type ConnectionBannerState = 'connecting' | 'connected' | 'lost' | 'reconnected';

export type ConnectionBannerProps = {
  state: ConnectionBannerState;
  /** The words for each state that says something; the defaults are the console's. */
  messages?: Partial<Record<Exclude<ConnectionBannerState, 'connected'>, string>>;
  className?: string;
};

const DEFAULT_MESSAGES = {
  connecting: 'Connecting…',
  lost: 'Connection lost — reconnecting…',
  reconnected: 'Reconnected',
} as const;

const StyledBanner = styled.div<{ $tone: 'danger' | 'success' | 'info'; $empty?: boolean }>`
  /* An empty status region stays in the page (so its next words are heard) but takes no room. */
  padding: ${({ $empty }) => ($empty ? '0' : `${tokens.space[2]} ${tokens.space[4]}`)};
  border-radius: ${tokens.radius[2]};
  background: ${({ $tone }) =>
    $tone === 'danger'
      ? tokens.color.dangerSubtle
      : $tone === 'success'
        ? tokens.color.successSubtle
        : tokens.color.infoSubtle};
  color: ${tokens.color.text};
  font-weight: ${tokens.fontWeight.medium};
`;

/**
 * The state of a live connection in one line: a lost connection is announced at once (role
 * alert), connecting and reconnecting politely (a status region kept in the page so the
 * change is heard). Nothing shows while connected.
 */
export function ConnectionBanner({ state, messages, className }: ConnectionBannerProps) {
  const text = { ...DEFAULT_MESSAGES, ...messages };
  const status =
    state === 'connecting' ? text.connecting : state === 'reconnected' ? text.reconnected : '';
  return (
    <>
      {state === 'lost' ? (
        <StyledBanner role="alert" $tone="danger" className={className}>
          {text.lost}
        </StyledBanner>
      ) : null}
      <StyledBanner
        role="status"
        $tone={state === 'reconnected' ? 'success' : 'info'}
        $empty={status === ''}
        className={className}
      >
        {status}
      </StyledBanner>
    </>
  );
}
