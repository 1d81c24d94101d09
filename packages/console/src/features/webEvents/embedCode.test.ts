import { describe, expect, it } from 'vitest';
import { iframeSnippet, loaderSnippet, originsOf, originsText, playerPath } from './embedCode';

const ID = '0190f1c2-7a3b-7c4d-8e5f-0123456789ab';

describe('the embed code', () => {
  it('frames the public player page of the web event or group', () => {
    expect(playerPath(ID, 'replay')).toBe(`/web-event/video/${ID}/replay`);
    expect(iframeSnippet('https://live.example.test', playerPath(ID, 'live'), 'Spring show')).toBe(
      `<iframe src="https://live.example.test/web-event/video/${ID}/live" title="Spring show" width="100%" height="560" style="border:0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen data-runway-live-player></iframe>`,
    );
  });

  it('escapes a title that would break out of its attribute', () => {
    const code = iframeSnippet('https://a.test', '/p', 'Rock "n" <roll> & co');
    expect(code).toContain('title="Rock &quot;n&quot; &lt;roll&gt; &amp; co"');
  });

  it('loads the sizing script from the same origin', () => {
    expect(loaderSnippet('https://live.example.test')).toBe(
      '<script src="https://live.example.test/embed.js" async></script>',
    );
  });

  it('reads the allowed origins one per line', () => {
    expect(originsOf(' https://a.test \n\n\r\nhttps://b.test:8443\n')).toEqual([
      'https://a.test',
      'https://b.test:8443',
    ]);
    expect(originsText(['https://a.test', 'https://b.test'])).toBe(
      'https://a.test\nhttps://b.test',
    );
  });
});
