import type { PushMessage, PushProvider } from './types';

/**
 * Firebase Cloud Messaging (HTTP v1), which reaches Android and, through APNs, iOS: each
 * account's app instances subscribe to the topic `account-<userId>`, so the server keeps no
 * device tokens. The idempotency key goes as the collapse key (Android) and the APNs
 * collapse id, so a repeat replaces the first on the device rather than showing twice.
 * Configured by FCM_PROJECT_ID and FCM_ACCESS_TOKEN; never called by the tests.
 */
export function createFcmPushProvider(options: {
  projectId: string;
  accessToken: string;
  fetch?: typeof fetch;
}): PushProvider {
  const post = options.fetch ?? fetch;
  const url = `https://fcm.googleapis.com/v1/projects/${encodeURIComponent(options.projectId)}/messages:send`;
  return {
    name: 'fcm',
    send: async (message: PushMessage) => {
      const collapse = message.idempotencyKey.slice(0, 64);
      const response = await post(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          message: {
            topic: `account-${message.userId}`,
            notification: { title: message.title, body: message.body },
            data: message.link ? { link: message.link } : {},
            android: { collapse_key: collapse },
            apns: { headers: { 'apns-collapse-id': collapse } },
          },
        }),
      });
      if (!response.ok) {
        throw Object.assign(new Error('FCM refused the message'), {
          code: 'FCM',
          responseCode: response.status,
        });
      }
    },
  };
}
