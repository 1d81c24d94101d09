import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVELOPMENT_CONSOLE_SETTINGS } from '@runway-live/domain/api';
import { readConsoleConfig } from './config';

const served = {
  apiKey: 'prod-key',
  envelopeSecret: 'prod-envelope',
  publicUrl: 'https://runway.example',
  mobile: {
    appScheme: 'runwayprod',
    iosAppUrl: 'https://apps.apple.com/app/runway/id1',
    androidAppUrl: 'https://play.google.com/store/apps/details?id=prod.runway',
  },
};

describe('the console settings', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, '__RUNWAY_SETTINGS__');
    vi.resetModules();
  });

  it('#10.16 reads the settings the server left on window at start', async () => {
    Reflect.set(window, '__RUNWAY_SETTINGS__', served);
    vi.resetModules();
    const { consoleConfig } = await import('./config');
    expect(consoleConfig).toEqual(served);
  });

  it('#10.16 falls back to the development defaults without settings, or with broken ones', () => {
    expect(readConsoleConfig({})).toEqual(DEVELOPMENT_CONSOLE_SETTINGS);
    expect(readConsoleConfig({ __RUNWAY_SETTINGS__: { ...served, apiKey: '' } })).toEqual(
      DEVELOPMENT_CONSOLE_SETTINGS,
    );
    expect(readConsoleConfig({ __RUNWAY_SETTINGS__: 'prod-key' })).toEqual(
      DEVELOPMENT_CONSOLE_SETTINGS,
    );
    expect(DEVELOPMENT_CONSOLE_SETTINGS.apiKey).toBe('dev-api-key-change-me');
    expect(DEVELOPMENT_CONSOLE_SETTINGS.envelopeSecret).toBe('dev-envelope-secret-change-me');
  });
});
