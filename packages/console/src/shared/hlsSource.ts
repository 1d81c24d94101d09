/** An HLS playlist by its name: `.m3u8`, before any query or fragment. */
export function isHlsUrl(url: string): boolean {
  return /\.m3u8(?:[?#]|$)/i.test(url);
}

/**
 * Whether a source needs hls.js: an HLS playlist in a browser that cannot play HLS itself
 * (Safari and iOS can; Chromium and Firefox cannot). Everything else plays natively.
 */
export function needsHlsJs(url: string, video: Pick<HTMLVideoElement, 'canPlayType'>): boolean {
  return isHlsUrl(url) && video.canPlayType('application/vnd.apple.mpegurl') === '';
}

/** What attaches a source to a video element; it stops when called. */
export type Detach = () => void;

/**
 * Plays `url` in `video`: natively when the browser can, else through hls.js, loaded only
 * then (its own chunk, fetched on first use). Answers how to detach it, at once: a caller
 * that moves to another source before hls.js has arrived detaches this one before the next
 * is attached, so a late arrival never undoes the newer source on the same element.
 */
export function attachSource(
  video: HTMLVideoElement,
  url: string,
  onError: (message: string) => void,
): Detach {
  if (!needsHlsJs(url, video)) {
    video.src = url;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  let detached = false;
  let stop: Detach = () => undefined;
  void import('hls.js').then(({ default: Hls }) => {
    if (detached) return;
    if (!Hls.isSupported()) {
      onError('This browser cannot play this stream.');
      return;
    }
    const hls = new Hls();
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) onError('The video could not be loaded.');
    });
    hls.loadSource(url);
    hls.attachMedia(video);
    stop = () => hls.destroy();
  });
  return () => {
    detached = true;
    stop();
  };
}
