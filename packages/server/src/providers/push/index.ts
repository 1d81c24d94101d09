import type { Config } from '../../config';
import { createFcmPushProvider } from './fcm';
import { createLocalPushProvider } from './local';
import type { PushProvider } from './types';

export type { PushMessage, PushProvider } from './types';

/** FCM when it is configured, else the local JSON outbox under DATA_DIR. */
export function createPushProvider(config: Pick<Config, 'fcm' | 'pushOutboxDir'>): PushProvider {
  return config.fcm
    ? createFcmPushProvider(config.fcm)
    : createLocalPushProvider(config.pushOutboxDir);
}
