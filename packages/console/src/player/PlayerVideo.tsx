import { PlayerScreenMessage } from '@runway-live/ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
// The one hls.js switch, shared with the carousel editor's preview; from shared/, so the
// player's first visit does not take the carousel feature's index (its screen, the
// console's client, router and atoms).
import { attachSource } from '../shared/hlsSource';
import type { VideoSource } from './playback';
import { playerWords } from './playerWords';

export type PlayerVideoProps = {
  source: VideoSource;
  /** The video's accessible name: the show's title. */
  title: string;
  posterUrl: string | null;
  /** A WebVTT file shown as the video's captions. */
  captionsUrl: string | null;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Where the video is, as it plays and seeks. */
  onTime: (sec: number) => void;
  onEnded?: () => void;
  /** Starts on its own (the next show of a group). */
  autoPlay?: boolean;
};

/**
 * The show's video: the browser's own controls (keyboard-operable, labelled by the title),
 * MP4 or HLS played natively, hls.js fetched only for HLS in a browser that lacks it.
 */
export function PlayerVideo({
  source,
  title,
  posterUrl,
  captionsUrl,
  videoRef,
  onTime,
  onEnded,
  autoPlay = false,
}: PlayerVideoProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const report = useRef({ onTime, onEnded });
  useEffect(() => {
    report.current = { onTime, onEnded };
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    setFailure(null);
    const detach = attachSource(video, source.url, () => setFailure(playerWords.videoFailed));
    const tell = () => report.current.onTime(video.currentTime);
    const ended = () => report.current.onEnded?.();
    const failed = () => setFailure(playerWords.videoFailed);
    const events = ['timeupdate', 'seeked', 'loadedmetadata'] as const;
    for (const name of events) video.addEventListener(name, tell);
    video.addEventListener('ended', ended);
    video.addEventListener('error', failed);
    return () => {
      for (const name of events) video.removeEventListener(name, tell);
      video.removeEventListener('ended', ended);
      video.removeEventListener('error', failed);
      detach();
    };
  }, [source.url, videoRef]);

  return (
    <>
      <video
        ref={videoRef}
        controls
        playsInline
        preload="metadata"
        autoPlay={autoPlay}
        poster={posterUrl ?? undefined}
        aria-label={title}
      >
        {captionsUrl ? (
          <track
            kind="captions"
            src={captionsUrl}
            srcLang="en"
            label={playerWords.captions}
            default
          />
        ) : null}
      </video>
      {failure ? <PlayerScreenMessage role="alert">{failure}</PlayerScreenMessage> : null}
    </>
  );
}
