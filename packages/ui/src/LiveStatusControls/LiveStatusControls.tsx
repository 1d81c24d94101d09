import { useState } from 'react';
import { styled } from 'styled-components';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { LiveTimer } from '../LiveTimer/LiveTimer';
import { tokens } from '../theme/tokens';

type Move = 'live' | 'end';

export type LiveStatusControlsProps = {
  /** The show's title, named in the confirmations. */
  title: string;
  /**
   * Where the show stands, in words ('Scheduled', 'Live'), as a badge beside the controls.
   * Leave it out where the page already says it (the show's page header).
   */
  statusLabel?: string;
  /** Going live is allowed now (the app decides from its lifecycle). */
  canGoLive: boolean;
  /** Ending is allowed now. */
  canEnd: boolean;
  /** When the show went live (ms since the epoch): the timer runs while it is given. */
  startedAt?: number | null;
  /** A private test show: said on the controls and in the confirmation. */
  rehearsal?: boolean;
  /**
   * What the host should know before going live ('No stream URL is set…'), read when Go
   * live is pressed: said in the confirmation, whose button then reads "Go live anyway".
   */
  goLiveWarnings?: () => readonly string[];
  /** The controls cannot be used (no connection): the buttons are disabled. */
  disabled?: boolean;
  /** Each resolves when the move is done (the dialog then closes) or throws to keep it open. */
  onGoLive: () => Promise<unknown> | void;
  onEnd: () => Promise<unknown> | void;
  /** The clock, for stories and tests. */
  now?: () => number;
  className?: string;
};

const StyledControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  align-items: center;
`;

const StyledStatus = styled.p`
  display: flex;
  gap: ${tokens.space[2]};
  align-items: center;
  margin: 0;
`;

const StyledWarnings = styled.div`
  margin-top: ${tokens.space[3]};
  padding: ${tokens.space[3]};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.warning};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.warningSubtle};
  color: ${tokens.color.text};

  p {
    margin: 0 0 ${tokens.space[1]};
    font-weight: ${tokens.fontWeight.semibold};
  }

  ul {
    margin: 0;
    padding-left: ${tokens.space[4]};
  }
`;

/**
 * Go live and End, each asked first, with the status and, while live, the timer. The event
 * lifecycle has no paused state (live → ended only), so there is no Pause here: a host who
 * needs a break turns the chat off and pins a message.
 */
export function LiveStatusControls({
  title,
  statusLabel,
  canGoLive,
  canEnd,
  startedAt,
  rehearsal = false,
  goLiveWarnings,
  disabled = false,
  onGoLive,
  onEnd,
  now,
  className,
}: LiveStatusControlsProps) {
  const [asking, setAsking] = useState<Move | null>(null);
  const [warnings, setWarnings] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      await (asking === 'live' ? onGoLive() : onEnd());
      setAsking(null);
    } catch {
      // The app says why; the dialog stays so the host can try again or cancel.
    } finally {
      setBusy(false);
    }
  };

  const warned = asking === 'live' && warnings.length > 0;
  const privacy = rehearsal
    ? 'It is a rehearsal: it stays private, only your team can watch it.'
    : 'Viewers see it live from now on.';
  return (
    <StyledControls role="group" aria-label="Show status" className={className}>
      {statusLabel !== undefined || rehearsal ? (
        <StyledStatus>
          {statusLabel !== undefined ? (
            <Badge tone={startedAt != null ? 'danger' : 'neutral'} dot={startedAt != null}>
              {statusLabel}
            </Badge>
          ) : null}
          {rehearsal ? <Badge tone="warning">Rehearsal</Badge> : null}
        </StyledStatus>
      ) : null}
      {startedAt != null ? <LiveTimer startedAt={startedAt} now={now} /> : null}
      {canGoLive ? (
        <Button
          disabled={disabled}
          onClick={() => {
            setWarnings(goLiveWarnings?.() ?? []);
            setAsking('live');
          }}
        >
          Go live
        </Button>
      ) : null}
      {canEnd ? (
        <Button variant="danger" disabled={disabled} onClick={() => setAsking('end')}>
          End the show
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'end' ? 'End the show?' : 'Go live now?'}
        confirmLabel={asking === 'end' ? 'End the show' : warned ? 'Go live anyway' : 'Go live'}
        cancelLabel="Not now"
        destructive={asking === 'end'}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        {asking === 'end' ? (
          `“${title}” ends for every viewer and cannot go live again; viewers are offered the replay.`
        ) : (
          <>
            {`“${title}” goes live. ${privacy}`}
            {warned ? (
              <StyledWarnings>
                <p>Before you go live:</p>
                <ul>
                  {warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              </StyledWarnings>
            ) : null}
          </>
        )}
      </ConfirmDialog>
    </StyledControls>
  );
}
