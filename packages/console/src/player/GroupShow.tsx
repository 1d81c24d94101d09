import type { PublicWebEventGroup } from '@runway-live/domain/api';
import { EmptyState } from '@runway-live/ui';
import { useMemo, useState } from 'react';
import { groupModeOf, groupQueueOf, nextInQueue } from './playback';
import type { PublicApi } from './publicApi';
import { playerWords } from './playerWords';
import { WebEventShow } from './WebEventShow';

/** A group: its web events one after another, the next starting when one ends. */
export function GroupShow({
  group,
  api,
  viewerId,
}: {
  group: PublicWebEventGroup;
  api: PublicApi;
  viewerId: string;
}) {
  const queue = useMemo(() => groupQueueOf(group), [group]);
  const [index, setIndex] = useState(0);
  const event = queue[index];
  if (!event) {
    return (
      <main>
        <EmptyState
          title={playerWords.emptyGroupTitle}
          description={playerWords.emptyGroupDescription}
        />
      </main>
    );
  }
  const next = nextInQueue(index, queue.length);
  return (
    <WebEventShow
      // A new show is a new video and a new view session.
      key={event._id}
      event={event}
      mode={groupModeOf(event)}
      api={api}
      viewerId={viewerId}
      eyebrow={playerWords.groupPlace(index + 1, queue.length, group.name)}
      autoPlay={index > 0}
      onEnded={next === null ? undefined : () => setIndex(next)}
    />
  );
}
