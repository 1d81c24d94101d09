import { Alert, tokens } from '@runway-live/ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { styled } from 'styled-components';
import { attachSource } from '../../shared/hlsSource';

const StyledVideo = styled.video`
  display: block;
  width: 100%;
  max-height: 28rem;
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.text};
`;

export type VideoTime = { currentTime: number; duration: number | null };

/**
 * The show's video with its own controls. It reports its time and length as they change
 * (playing, seeking, metadata loaded), which is what the carousel-time editor takes.
 */
export function VideoPreview({
  src,
  title,
  videoRef,
  onTime,
}: {
  src: string;
  title: string;
  videoRef: RefObject<HTMLVideoElement | null>;
  onTime: (time: VideoTime) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const report = useRef(onTime);
  useEffect(() => {
    report.current = onTime;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    setFailure(null);
    const detach = attachSource(video, src, setFailure);
    const tell = () =>
      report.current({
        currentTime: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : null,
      });
    const onError = () => setFailure('The video could not be loaded.');
    // While it plays, every frame (timeupdate comes about four times a second only), so
    // the preview's product changes when the picture does.
    let frame = 0;
    const follow = () => {
      tell();
      frame = video.paused || video.ended ? 0 : requestAnimationFrame(follow);
    };
    const onPlay = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(follow);
    };
    const events = ['timeupdate', 'seeked', 'seeking', 'loadedmetadata', 'durationchange'];
    for (const name of events) video.addEventListener(name, tell);
    video.addEventListener('play', onPlay);
    video.addEventListener('error', onError);
    return () => {
      cancelAnimationFrame(frame);
      video.removeEventListener('play', onPlay);
      for (const name of events) video.removeEventListener(name, tell);
      video.removeEventListener('error', onError);
      detach();
    };
  }, [src, videoRef]);

  return (
    <>
      <StyledVideo ref={videoRef} controls preload="metadata" playsInline aria-label={title} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </>
  );
}
