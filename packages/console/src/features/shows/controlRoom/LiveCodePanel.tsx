import { COUPON_LIVE_WINDOW_MAX, type LiveCodeWindow } from '@runway-live/domain/coupons';
import type { LivePushedCode } from '@runway-live/domain/live';
import { Button, Select, StatCard, TextField, tokens } from '@runway-live/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { codeTimeText } from '../../../shared/liveCodeTime';
import { useNow } from '../../../shared/useNow';

/** A code of the show the host may push: a coupon scoped to it or to its designer, active. */
export type PushableCode = { couponId: string; code: string; offer: string };

const StyledPanel = styled.div`
  display: grid;
  gap: ${tokens.space[3]};
`;

const StyledRow = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  align-items: center;
  justify-content: space-between;
`;

export type LiveCodePanelProps = {
  codes: readonly PushableCode[];
  /** The code on viewers' screens now, as the room last said. */
  current: LivePushedCode | null;
  /** Checkouts of the show that used one of its codes (the live counters'). */
  redemptions: number | null;
  disabled?: boolean;
  onPush: (couponId: string | null, window: LiveCodeWindow) => Promise<boolean>;
  now?: () => number;
};

/**
 * "Push a code" (issue 32): the host picks one of the show's codes and its window (the show's
 * live window or its first N minutes) and pushes it to viewers; the code on screen shows
 * with its time left and its redemptions so far, and can be withdrawn.
 */
export function LiveCodePanel({
  codes,
  current,
  redemptions,
  disabled = false,
  onPush,
  now = Date.now,
}: LiveCodePanelProps) {
  const [couponId, setCouponId] = useState('');
  const [kind, setKind] = useState<LiveCodeWindow['kind']>('live');
  const [minutes, setMinutes] = useState('15');
  const [error, setError] = useState<string | undefined>();
  const time = useNow(now);
  const chosen = couponId || codes[0]?.couponId || '';

  const push = async () => {
    const count = Number(minutes);
    if (
      kind === 'minutes' &&
      !(Number.isInteger(count) && count >= 1 && count <= COUPON_LIVE_WINDOW_MAX)
    ) {
      setError(`Must be a whole number of minutes from 1 to ${COUPON_LIVE_WINDOW_MAX}`);
      return;
    }
    setError(undefined);
    await onPush(chosen, kind === 'live' ? { kind } : { kind, minutes: count });
  };

  return (
    <StyledPanel>
      {current ? (
        <StyledRow aria-label="Code on screen">
          <span>
            <strong>{current.code}</strong>: {current.offer} · {codeTimeText(current, time)}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={disabled}
            onClick={() => void onPush(null, { kind: 'live' })}
          >
            Withdraw
          </Button>
        </StyledRow>
      ) : (
        <p>No code on viewers’ screens.</p>
      )}
      <StatCard
        label="Code redemptions"
        value={redemptions === null ? undefined : String(redemptions)}
        loading={redemptions === null}
        hint="Checkouts of this show with one of its codes"
        headingLevel={3}
      />
      {codes.length === 0 ? (
        <p>This show has no active code of its own or of its designer to push.</p>
      ) : (
        <>
          <Select
            label="Code"
            value={chosen}
            options={codes.map((code) => ({
              value: code.couponId,
              label: `${code.code} · ${code.offer}`,
            }))}
            onChange={(event) => setCouponId(event.target.value)}
          />
          <Select
            label="For"
            value={kind}
            options={[
              { value: 'live', label: 'While the show is live' },
              { value: 'minutes', label: 'The show’s first minutes' },
            ]}
            onChange={(event) => setKind(event.target.value as LiveCodeWindow['kind'])}
          />
          {kind === 'minutes' ? (
            <TextField
              label="Minutes from going live"
              inputMode="numeric"
              value={minutes}
              error={error}
              onChange={(event) => setMinutes(event.target.value)}
            />
          ) : null}
          <Button disabled={disabled || !chosen} onClick={() => void push()}>
            Push code
          </Button>
        </>
      )}
    </StyledPanel>
  );
}
