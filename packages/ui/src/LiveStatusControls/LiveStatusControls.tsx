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
  /** Where the show stands, in words ('Scheduled', 'Live', 'Ended'). */
  statusLabel: string;
  /** Going live is allowed now (the app decides from its lifecycle). */
  canGoLive: boolean;
  /** Ending is allowed now. */
  canEnd: boolean;
  /** When the show went live (ms since the epoch): the timer runs while it is given. */
  startedAt?: number | null;
  /** A private test show: said on the controls and in the confirmation. */
  rehearsal?: boolean;
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
  disabled = false,
  onGoLive,
  onEnd,
  now,
  className,
}: LiveStatusControlsProps) {
  const [asking, setAsking] = useState<Move | null>(null);
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

  const privacy = rehearsal
    ? 'It is a rehearsal: it stays private, only your team can watch it.'
    : 'Viewers see it live from now on.';
  return (
    <StyledControls role="group" aria-label="Show status" className={className}>
      <StyledStatus>
        <Badge tone={startedAt != null ? 'danger' : 'neutral'} dot={startedAt != null}>
          {statusLabel}
        </Badge>
        {rehearsal ? <Badge tone="warning">Rehearsal</Badge> : null}
      </StyledStatus>
      {startedAt != null ? <LiveTimer startedAt={startedAt} now={now} /> : null}
      {canGoLive ? (
        <Button disabled={disabled} onClick={() => setAsking('live')}>
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
        confirmLabel={asking === 'end' ? 'End the show' : 'Go live'}
        cancelLabel="Not now"
        destructive={asking === 'end'}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        {asking === 'end'
          ? `“${title}” ends for every viewer and cannot go live again; viewers are offered the replay.`
          : `“${title}” goes live. ${privacy}`}
      </ConfirmDialog>
    </StyledControls>
  );
}
