import { describe, expect, it } from 'vitest';
import { appLink, mobilePlatform } from './deepLinks';

describe('the mobile deep links', () => {
  it('tells an iPhone from other iOS devices, Android and the rest', () => {
    expect(mobilePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('iphone');
    expect(mobilePlatform('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('ios');
    expect(mobilePlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(mobilePlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });

  it("carries the token in the app's custom scheme", () => {
    expect(appLink('reset-password', 'a b/c')).toBe('runwaylive://reset-password/a%20b%2Fc');
    expect(appLink('verify-email', 'tok')).toBe('runwaylive://verify-email/tok');
  });
});
