import { formatDateTime } from '@runway-live/domain/display';
import {
  LIVE_BLOCKED_WORD_MAX,
  LIVE_HIGHLIGHTED_MAX,
  LIVE_MESSAGE_MAX,
  LIVE_SLOW_MODE_MAX_SEC,
  type LiveMessage,
} from '@runway-live/domain/live';
import { parseInstant } from '@runway-live/domain/schemas';
import {
  Button,
  Card,
  ConnectionBanner,
  LiveChat,
  LiveCounters,
  LiveStatusControls,
  ModerationSettings,
  ProductPushPicker,
  tokens,
  type LiveChatMessage,
  type PushableLook,
  type PushableProduct,
} from '@runway-live/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { StackList } from '../../../shared/StackList';
import { LiveCodePanel, type PushableCode } from './LiveCodePanel';
import { useControlRoom } from './useControlRoom';

const StyledRoom = styled.div`
  display: grid;
  gap: ${tokens.space[5]};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${tokens.space[5]};
  align-items: start;
`;

const StyledChat = styled.div`
  display: grid;
  min-height: 24rem;
  max-height: 40rem;
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  align-items: center;
  justify-content: space-between;
`;

const KIND_LABELS = {
  mute: 'Muted in this show',
  block: 'Blocked from your shows',
  shadow_mute: 'Shadow-muted',
} as const;

/** A stored message as the chat panel shows it. */
function chatMessage(message: LiveMessage): LiveChatMessage {
  return {
    id: message.id,
    authorId: message.userId,
    authorName: message.userName,
    text: message.text,
    createdAt: message.createdAt,
    authorRole: message.authorRole,
  };
}

/** How long before its announced start a show goes live without a warning. */
export const GO_LIVE_EARLY_MS = 60 * 60 * 1000;

/**
 * What the host is warned of before going live: no stream to show, or a start announced
 * more than an hour away (viewers come at the announced time).
 */
export function goLiveWarningsOf(
  show: { streamUrl: string | null; scheduledAt: string | null; timeZone: string },
  now: number,
): string[] {
  const warnings: string[] = [];
  if (!show.streamUrl) {
    warnings.push('No stream URL is set: viewers will see no video until you add one to the show.');
  }
  const start = show.scheduledAt ? parseInstant(show.scheduledAt) : null;
  if (start && start.getTime() - now > GO_LIVE_EARLY_MS) {
    const when = formatDateTime(start, show.timeZone) ?? show.scheduledAt;
    warnings.push(
      `The show is announced for ${when}, more than an hour from now: viewers who come then will have missed the start.`,
    );
  }
  return warnings;
}

/** What the room needs of a show, whichever kind it is (an event, a web event). */
export type LiveShow = {
  _id: string;
  title: string;
  status: string;
  streamUrl: string;
  scheduledAt: string | null;
  timeZone: string;
  chatEnabled: boolean;
  /** A private test show (events have them; a kind without them leaves it out). */
  rehearsal?: boolean;
};

export type ControlRoomProps = {
  show: LiveShow;
  /** Whether the show's kind lets it go from a status to live or ended (its lifecycle). */
  canMove: (from: string, to: 'live' | 'ended') => boolean;
  /** What the host can put on screen: the show's products, and its looks where it has them. */
  products: readonly PushableProduct[];
  /** Left out by a kind of show without looks (a web event). */
  looks?: readonly PushableLook[];
  /** The query keys of the show's kind, read again when the room's status changes. */
  showKeys: readonly unknown[];
  /** The codes the host may push to viewers (a marketplace show's; issue 32). */
  codes?: readonly PushableCode[];
};

/**
 * The control room of a scheduled or live show, for its designer, admin and staff: the
 * connection's state, Go live and End with the live timer, the live counters, the chat
 * with moderation, the product push and the chat settings, all over the live socket. A
 * rehearsal runs the same room; the server keeps it private. One room for every kind of
 * show: the kind says what its lifecycle allows and what the host can push.
 */
export function ControlRoom({ show, canMove, products, looks, showKeys, codes }: ControlRoomProps) {
  const room = useControlRoom(show._id, showKeys);
  const { status, products: live, chat, moderation, counters, messages, pinned } = room.room;
  const [chatError, setChatError] = useState<string | null>(null);
  const [settingErrors, setSettingErrors] = useState<{ slowMode?: string; blockedWords?: string }>(
    {},
  );

  const current = status?.status ?? show.status;
  const liveSince = status?.liveSince ? parseInstant(status.liveSince) : null;
  const disabled = !room.connected;
  const nameOf = (message: LiveChatMessage) => message.authorName;

  return (
    <Card title="Control room" width="fluid">
      <StyledRoom>
        <ConnectionBanner state={room.state} />
        <LiveStatusControls
          title={show.title}
          canGoLive={canMove(current, 'live')}
          canEnd={canMove(current, 'ended')}
          startedAt={current === 'live' && liveSince ? liveSince.getTime() : null}
          rehearsal={status?.rehearsal ?? show.rehearsal ?? false}
          goLiveWarnings={() =>
            goLiveWarningsOf(
              {
                streamUrl: status ? status.streamUrl : show.streamUrl,
                scheduledAt: status ? status.scheduledAt : show.scheduledAt,
                timeZone: show.timeZone,
              },
              Date.now(),
            )
          }
          disabled={disabled}
          onGoLive={() => room.changeStatus('live')}
          onEnd={() => room.changeStatus('ended')}
        />
        {current === 'live' ? <LiveCounters counters={counters} /> : null}
        {current === 'live' && codes ? (
          <Card title="Push a code" width="fluid" headingLevel={3}>
            <LiveCodePanel
              codes={codes}
              current={room.room.code}
              redemptions={counters?.codeRedemptions ?? null}
              disabled={disabled}
              onPush={room.pushCode}
            />
          </Card>
        ) : null}
        <StyledColumns>
          <StyledChat>
            <LiveChat
              title="Chat"
              messages={messages.map(chatMessage)}
              loading={!status}
              pinned={pinned ? chatMessage(pinned) : null}
              onUnpin={() => room.pinMessage(null)}
              maxLength={LIVE_MESSAGE_MAX}
              error={chatError}
              onSend={async (text) => {
                const refusal = await room.say(text);
                setChatError(refusal?.message ?? null);
                return refusal === null;
              }}
              onPin={(message) => room.pinMessage(message.id)}
              onDelete={(message) => room.deleteMessage(message.id)}
              onMute={(message) => room.mute(message.authorId, nameOf(message))}
              onBlock={(message) => room.block(message.authorId, nameOf(message))}
              onShadowMute={(message) => room.shadowMute(message.authorId, nameOf(message))}
            />
          </StyledChat>
          <Card title="Products on screen" width="fluid" headingLevel={3}>
            <ProductPushPicker
              products={products}
              looks={looks}
              highlighted={live?.products.map((product) => product._id) ?? []}
              soldOut={live?.soldOutProductIds ?? []}
              pinnedLookId={live?.pinnedLook?._id ?? null}
              max={LIVE_HIGHLIGHTED_MAX}
              disabled={disabled}
              onHighlightChange={room.push}
              onSoldOutChange={room.soldOut}
              onPinLook={room.pinLook}
            />
          </Card>
          <Card title="Chat settings" width="fluid" headingLevel={3}>
            <ModerationSettings
              chatEnabled={chat?.chatEnabled ?? show.chatEnabled}
              slowModeSec={chat?.slowModeSec ?? 0}
              blockedWords={moderation?.blockedWords ?? []}
              limits={{
                slowModeMaxSec: LIVE_SLOW_MODE_MAX_SEC,
                blockedWordMaxLength: LIVE_BLOCKED_WORD_MAX,
                pinnedMessageMaxLength: LIVE_MESSAGE_MAX,
              }}
              errors={settingErrors}
              disabled={disabled}
              onChatEnabledChange={room.chatEnabled}
              onSlowModeChange={(seconds) =>
                void room.slowMode(seconds).then((ack) =>
                  setSettingErrors((errors) => ({
                    ...errors,
                    slowMode: ack.ok ? undefined : ack.message,
                  })),
                )
              }
              onBlockedWordsChange={(words) =>
                void room.blockedWords(words).then((ack) =>
                  setSettingErrors((errors) => ({
                    ...errors,
                    blockedWords: ack.ok ? undefined : ack.message,
                  })),
                )
              }
              onPostAndPin={(text) => void room.postAndPin(text)}
            />
            {moderation && moderation.restrictions.length > 0 ? (
              <StackList aria-label="Restricted viewers">
                {moderation.restrictions.map((restriction) => (
                  <StyledItem key={`${restriction.userId}-${restriction.kind}`}>
                    <span>
                      {restriction.userName} · {KIND_LABELS[restriction.kind]}
                    </span>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={disabled}
                      aria-label={`Lift for ${restriction.userName}`}
                      onClick={() => room.lift(restriction.userId, restriction.kind)}
                    >
                      Lift
                    </Button>
                  </StyledItem>
                ))}
              </StackList>
            ) : null}
          </Card>
        </StyledColumns>
      </StyledRoom>
    </Card>
  );
}
