import { describe, expect, it } from 'vitest';
import {
  isNotificationLink,
  notificationCreateSchema,
  notificationFormSchema,
  notificationMessages,
  notificationPayload,
} from './notifications';

const ACCOUNT = '0190a6d2-0000-7000-8000-000000000001';

describe('notifications', () => {
  it('takes console paths and app deep links, not web or script links', () => {
    expect(isNotificationLink('/orders')).toBe(true);
    expect(isNotificationLink('/event/event-detail/abc?tab=1')).toBe(true);
    expect(isNotificationLink('runway://event/abc')).toBe(true);
    expect(isNotificationLink('//evil.example/x')).toBe(false);
    expect(isNotificationLink('https://evil.example')).toBe(false);
    expect(isNotificationLink('javascript://alert(1)')).toBe(false);
    expect(isNotificationLink('orders')).toBe(false);
  });

  it('creates a draft by default and names what an audience lacks', () => {
    const draft = notificationCreateSchema.parse({ title: ' Hi ', body: 'Body', audience: 'all' });
    expect(draft).toMatchObject({ title: 'Hi', link: null, scheduledAt: null, sendNow: false });
    const selected = notificationCreateSchema.safeParse({
      title: 'Hi',
      body: 'Body',
      audience: 'selected',
    });
    expect(selected.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['userIds'], notificationMessages.userIdsNeeded],
    ]);
    const reminders = notificationCreateSchema.safeParse({
      title: 'Hi',
      body: 'Body',
      audience: 'reminders',
    });
    expect(reminders.error?.issues[0]?.message).toBe(notificationMessages.eventNeeded);
    expect(
      notificationCreateSchema.safeParse({ title: '', body: 'Body', audience: 'all' }).success,
    ).toBe(false);
  });

  it('makes the POST body of a compose form: a schedule, or sent now', () => {
    const input = {
      title: 'Show soon',
      body: 'Join us',
      link: '',
      audience: 'selected',
      userIds: [ACCOUNT],
      eventId: '',
      designerId: '',
      when: 'schedule',
      scheduledAt: '2026-07-15T19:00:00-04:00',
      timeZone: 'America/New_York',
    } as const;
    expect(notificationPayload(notificationFormSchema.parse(input))).toMatchObject({
      scheduledAt: '2026-07-15T23:00:00.000Z',
      timeZone: 'America/New_York',
      userIds: [ACCOUNT],
      link: null,
      sendNow: false,
    });
    const now = notificationPayload(
      notificationFormSchema.parse({ ...input, when: 'now', scheduledAt: '' }),
    );
    expect(now).toMatchObject({ scheduledAt: null, sendNow: true });
    const unscheduled = notificationFormSchema.safeParse({ ...input, scheduledAt: '' });
    expect(unscheduled.error?.issues[0]?.message).toBe(notificationMessages.scheduleNeeded);
  });
});
