import { act, render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PlayerVideo } from './PlayerVideo';

function video(url: string, videoRef = createRef<HTMLVideoElement>()) {
  return (
    <PlayerVideo
      source={{ url, live: false }}
      title="Autumn show"
      posterUrl={null}
      captionsUrl={null}
      videoRef={videoRef}
      onTime={() => undefined}
    />
  );
}

describe('the player video', () => {
  // Two sources in one task (a group moving to its next show as the page settles): the first
  // attachment's detach once arrived a microtask late and took the second's source away.
  it('keeps the newer source when the source changes before a microtask has run', async () => {
    const videoRef = createRef<HTMLVideoElement>();
    const { container, rerender } = render(video('/demo/first.mp4', videoRef));
    rerender(video('/demo/second.mp4', videoRef));
    await act(async () => undefined);
    expect(container.querySelector('video')).toHaveAttribute('src', '/demo/second.mp4');
  });

  it('lets go of its source when it leaves the page', async () => {
    const videoRef = createRef<HTMLVideoElement>();
    const { unmount } = render(video('/demo/first.mp4', videoRef));
    const element = videoRef.current!;
    expect(element).toHaveAttribute('src', '/demo/first.mp4');
    unmount();
    await act(async () => undefined);
    expect(element).not.toHaveAttribute('src');
  });
});
