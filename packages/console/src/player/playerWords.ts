/** What the player says (the spec names none of it). */
export const playerWords = {
  loading: 'Loading the show',
  notFoundTitle: 'This show is not available',
  notFoundDescription:
    'The link may be mistyped, or the show has not been published yet. Check the address and try again.',
  failedTitle: 'The show could not be loaded',
  failedDescription: 'Check your connection and try again.',
  retry: 'Try again',
  noVideo: 'The video of this show is not available yet.',
  notStarted: 'The show has not started yet.',
  /** Live, but the host's stream has not been set yet: it plays here once it is. */
  streamStarting: 'The show is starting: the video will play here in a moment.',
  /** Ended, and the replay is not there yet: it plays here once the host adds it. */
  replayComing: 'The show has ended. Its replay will play here once it is ready.',
  videoFailed: 'The video could not be loaded.',
  emptyGroupTitle: 'No shows to play yet',
  emptyGroupDescription: 'The shows of this collection have not been published yet.',
  live: 'Live',
  replay: 'Replay',
  captions: 'Captions',
  /** 'Show 2 of 3 · Season'. */
  groupPlace: (place: number, count: number, name: string) => `Show ${place} of ${count} · ${name}`,
} as const;
