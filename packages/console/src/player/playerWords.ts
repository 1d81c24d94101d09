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
  videoFailed: 'The video could not be loaded.',
  emptyGroupTitle: 'No shows to play yet',
  emptyGroupDescription: 'The shows of this collection have not been published yet.',
  live: 'Live',
  replay: 'Replay',
  captions: 'Captions',
  /** 'Show 2 of 3 · Season'. */
  groupPlace: (place: number, count: number, name: string) => `Show ${place} of ${count} · ${name}`,
} as const;
