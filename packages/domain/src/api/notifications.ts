import * as z from 'zod';
import { instantField, parseInstant, timeZoneField } from '../schemas/eventTime';
import { objectIdField } from '../schemas/objectId';
import { requiredText, textField } from '../schemas/validators';
import { dataResponseSchema, objectMetaFields } from './common';
import { listQuerySchema, listResponseSchema } from './lists';

/*
 * /api/v2/notifications (API.md, Notifications; issue 33): admin and staff compose a
 * notification to an audience, send it now or schedule it (a wall-clock date and time in a
 * named IANA zone, stored as one instant beside its zone, as a show's start is). Every
 * signed-in account reads its own in-app inbox at /api/v2/inbox.
 */

/** Who a notification reaches. */
export const NOTIFICATION_AUDIENCES = [
  'all',
  'designers',
  'users',
  'selected',
  /** The shoppers who asked to be reminded of a show (`eventId`). */
  'reminders',
  /** The shoppers who bought from a designer (`designerId`). */
  'buyers',
] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

export const NOTIFICATION_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** How a notification reaches one recipient (decision 0046). */
export const NOTIFICATION_CHANNELS = ['inbox', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_BODY_MAX = 1000;
export const NOTIFICATION_LINK_MAX = 500;
/** The most accounts a `selected` audience names. */
export const NOTIFICATION_SELECTED_MAX = 1000;

/** The strings of the notifications screens and answers (not in the spec: invented). */
export const notificationMessages = {
  titleTooLong: `Must be at most ${NOTIFICATION_TITLE_MAX} characters`,
  bodyTooLong: `Must be at most ${NOTIFICATION_BODY_MAX} characters`,
  linkInvalid: 'Must be a console path such as /orders or an app link such as runway://event/…',
  audienceInvalid: 'Choose who receives it',
  userIdsNeeded: 'Choose at least one account',
  userIdsTooMany: `Choose at most ${NOTIFICATION_SELECTED_MAX} accounts`,
  eventNeeded: 'Choose the show whose reminders it answers',
  designerNeeded: 'Choose the designer whose buyers receive it',
  scheduleInPast: 'Choose a time in the future',
  scheduleNeeded: 'Choose the date and time it goes out',
  notEditable: 'Only a draft or a scheduled notification can be changed.',
  alreadySent: 'This notification has already been sent.',
  cancelled: 'The notification was cancelled.',
  statusInvalid: 'Must be one of draft, scheduled, sending, sent, failed',
} as const;

/**
 * A link a notification carries: a console path ('/orders', '/event/event-detail/…') or a
 * shopping app's deep link ('runway://event/…', any custom scheme but javascript:, data:,
 * vbscript: and file:). Web addresses are not taken: a console path stays inside the
 * console, the apps open their own links.
 */
const CONSOLE_PATH = /^\/(?!\/)[\w\-./~%?=&#:@+]*$/;
const DEEP_LINK = /^([a-z][a-z0-9+.-]*):\/\/[\w\-./~%?=&#:@+]*$/i;
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'http', 'https']);

export function isNotificationLink(link: string): boolean {
  if (CONSOLE_PATH.test(link)) return true;
  const scheme = DEEP_LINK.exec(link)?.[1]?.toLowerCase();
  return scheme !== undefined && !UNSAFE_SCHEMES.has(scheme);
}

const titleField = () =>
  requiredText().trim().max(NOTIFICATION_TITLE_MAX, { error: notificationMessages.titleTooLong });
const bodyField = () =>
  requiredText().trim().max(NOTIFICATION_BODY_MAX, { error: notificationMessages.bodyTooLong });
const linkField = () =>
  textField(notificationMessages.linkInvalid)
    .trim()
    .max(NOTIFICATION_LINK_MAX, { error: notificationMessages.linkInvalid })
    .refine((link) => link === '' || isNotificationLink(link), {
      error: notificationMessages.linkInvalid,
    })
    .transform((link) => (link === '' ? null : link));

function notificationFields() {
  return z.object({
    title: titleField(),
    body: bodyField(),
    link: linkField().nullable(),
    audience: z.enum(NOTIFICATION_AUDIENCES, { error: notificationMessages.audienceInvalid }),
    /** The accounts of a `selected` audience. */
    userIds: z
      .array(objectIdField())
      .max(NOTIFICATION_SELECTED_MAX, { error: notificationMessages.userIdsTooMany }),
    /** The show of a `reminders` audience. */
    eventId: objectIdField().nullable(),
    /** The designer of a `buyers` audience. */
    designerId: objectIdField().nullable(),
    /** When it goes out (an instant with its offset); null: a draft, or sent now. */
    scheduledAt: instantField().nullable(),
    /** The zone the time was chosen in (shown back in it). */
    timeZone: timeZoneField(),
  });
}

export type NotificationAudienceRules = {
  audience: NotificationAudience;
  userIds: readonly string[];
  eventId: string | null;
  designerId: string | null;
};
export type NotificationIssue = { path: string; message: string };

/**
 * What an audience needs beside its kind: accounts for `selected`, a show for `reminders`,
 * a designer for `buyers`. The form's refinement and the server's PATCH (the row merged
 * with the change) ask here.
 */
export function notificationAudienceIssues(values: NotificationAudienceRules): NotificationIssue[] {
  if (values.audience === 'selected' && values.userIds.length === 0) {
    return [{ path: 'userIds', message: notificationMessages.userIdsNeeded }];
  }
  if (values.audience === 'reminders' && !values.eventId) {
    return [{ path: 'eventId', message: notificationMessages.eventNeeded }];
  }
  if (values.audience === 'buyers' && !values.designerId) {
    return [{ path: 'designerId', message: notificationMessages.designerNeeded }];
  }
  return [];
}

type IssueSink = {
  addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void;
};
const addAudienceIssues = (values: NotificationAudienceRules, context: IssueSink) => {
  for (const issue of notificationAudienceIssues(values)) {
    context.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  }
};

/**
 * POST /api/v2/notifications. With `scheduledAt` it is created `scheduled`; without, a
 * `draft`; `sendNow: true` sends it at once (scheduledAt is then ignored). A time in the
 * past is refused by the server (400), which knows the clock.
 */
export const notificationCreateSchema = notificationFields()
  .extend({
    link: linkField().nullable().default(null),
    userIds: notificationFields().shape.userIds.default([]),
    eventId: objectIdField().nullable().default(null),
    designerId: objectIdField().nullable().default(null),
    scheduledAt: instantField().nullable().default(null),
    timeZone: timeZoneField().default('UTC'),
    sendNow: z.boolean().default(false),
  })
  .strict()
  .superRefine((values, context) => addAudienceIssues(values, context));
export type NotificationCreateInput = z.input<typeof notificationCreateSchema>;
export type NotificationCreateValues = z.output<typeof notificationCreateSchema>;

/**
 * PATCH /api/v2/notifications/:id while it is a draft or scheduled (409 otherwise): any of
 * the fields; `scheduledAt: null` takes it back to a draft. The server checks the merged
 * audience with notificationAudienceIssues.
 */
export const notificationPatchSchema = notificationFields().partial().strict();
export type NotificationPatchInput = z.input<typeof notificationPatchSchema>;
export type NotificationPatch = z.output<typeof notificationPatchSchema>;

export const notificationSortFields = ['createdAt', 'scheduledAt', 'sentAt', 'title'] as const;

/** GET /api/v2/notifications: search on the title; filters status and audience. */
export const notificationListQuerySchema = listQuerySchema(notificationSortFields, {
  status: z.enum(NOTIFICATION_STATUSES, { error: notificationMessages.statusInvalid }).optional(),
  audience: z
    .enum(NOTIFICATION_AUDIENCES, { error: notificationMessages.audienceInvalid })
    .optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;
export type NotificationListFilter = z.output<typeof notificationListQuerySchema>;

/** A notification as the API answers it. */
export const apiNotificationSchema = z.object({
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  audience: z.enum(NOTIFICATION_AUDIENCES),
  userIds: z.array(z.string()),
  eventId: z.string().nullable(),
  designerId: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  timeZone: z.string(),
  sentAt: z.string().nullable(),
  status: z.enum(NOTIFICATION_STATUSES),
  /** Recipients × channels delivered, and those that failed. */
  delivered: z.number().int(),
  failed: z.number().int(),
  ...objectMetaFields,
});
export type ApiNotification = z.infer<typeof apiNotificationSchema>;

export const notificationListResponseSchema = listResponseSchema(apiNotificationSchema);
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;
export const notificationResponseSchema = dataResponseSchema(apiNotificationSchema);
export type NotificationResponse = z.infer<typeof notificationResponseSchema>;

// ---------------------------------------------------------------------------------------
// The compose form: when it goes, and a schedule picked as a date and time in a zone (the
// console's date-time field gives the instant, as a show's start).

export const NOTIFICATION_WHEN = ['now', 'schedule', 'draft'] as const;
export type NotificationWhen = (typeof NOTIFICATION_WHEN)[number];
export const NOTIFICATION_WHEN_LABELS: Record<NotificationWhen, string> = {
  now: 'Send now',
  schedule: 'Schedule',
  draft: 'Save as draft',
};
export const NOTIFICATION_AUDIENCE_LABELS: Record<NotificationAudience, string> = {
  all: 'Everyone',
  designers: 'Designers',
  users: 'Shoppers',
  selected: 'Selected accounts',
  reminders: 'Shoppers reminded of a show',
  buyers: 'Buyers of a designer',
};
export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/** The compose form's values: the API's fields with `when` for the three ways it goes. */
export const notificationFormSchema = z
  .object({
    title: titleField(),
    body: bodyField(),
    link: linkField(),
    audience: z.enum(NOTIFICATION_AUDIENCES, { error: notificationMessages.audienceInvalid }),
    userIds: z.array(objectIdField()).max(NOTIFICATION_SELECTED_MAX, {
      error: notificationMessages.userIdsTooMany,
    }),
    eventId: textField(),
    designerId: textField(),
    when: z.enum(NOTIFICATION_WHEN),
    /** The instant the date-time field gives; '' for none. */
    scheduledAt: textField(),
    timeZone: timeZoneField(),
  })
  .superRefine((values, context) => {
    addAudienceIssues(
      {
        ...values,
        eventId: values.eventId || null,
        designerId: values.designerId || null,
      },
      context,
    );
    if (values.when === 'schedule' && parseInstant(values.scheduledAt) === null) {
      context.addIssue({
        code: 'custom',
        message: notificationMessages.scheduleNeeded,
        path: ['scheduledAt'],
      });
    }
  });
export type NotificationFormInput = z.input<typeof notificationFormSchema>;
export type NotificationFormValues = z.output<typeof notificationFormSchema>;

/** The POST body of a checked compose form (a PATCH sends the same fields but sendNow). */
export function notificationPayload(values: NotificationFormValues): NotificationCreateValues {
  return {
    title: values.title,
    body: values.body,
    link: values.link,
    audience: values.audience,
    userIds: values.audience === 'selected' ? values.userIds : [],
    eventId: values.audience === 'reminders' ? values.eventId || null : null,
    designerId: values.audience === 'buyers' ? values.designerId || null : null,
    scheduledAt:
      values.when === 'schedule' ? parseInstant(values.scheduledAt)!.toISOString() : null,
    timeZone: values.timeZone,
    sendNow: values.when === 'now',
  };
}

// ---------------------------------------------------------------------------------------
// The in-app inbox: GET /api/v2/inbox, unread count, mark read, mark all read.

export const apiInboxItemSchema = z.object({
  _id: z.string(),
  notificationId: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ApiInboxItem = z.infer<typeof apiInboxItemSchema>;

export const inboxListQuerySchema = listQuerySchema(['createdAt'], {
  unread: z.enum(['true', 'false']).optional(),
});
export type InboxListQuery = z.input<typeof inboxListQuerySchema>;
export type InboxListFilter = z.output<typeof inboxListQuerySchema>;
export const inboxListResponseSchema = listResponseSchema(apiInboxItemSchema);
export type InboxListResponse = z.infer<typeof inboxListResponseSchema>;

export const inboxUnreadSchema = z.object({ unread: z.number().int().min(0) });
export type InboxUnread = z.infer<typeof inboxUnreadSchema>;
/** The unread count, and what the mark-read calls answer. */
export const inboxUnreadResponseSchema = dataResponseSchema(inboxUnreadSchema);

// ---------------------------------------------------------------------------------------
// "Remind me" on an upcoming show.

/**
 * POST /api/v2/public/events/:id/email-reminders: a visitor's e-mail, which counts once the
 * link mailed to it is opened (GET /api/v2/public/reminders/verify?token=).
 */
export const reminderRequestSchema = z.strictObject({
  email: textField('Must be an e-mail address')
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Must be an e-mail address' }).max(254)),
});
export const reminderVerifyQuerySchema = z.strictObject({
  token: textField('The link is invalid.').min(1).max(200),
});
export type ReminderRequest = z.input<typeof reminderRequestSchema>;
export const reminderResponseSchema = dataResponseSchema(
  z.object({ reminded: z.boolean(), pendingVerification: z.boolean() }),
);
export type ReminderAnswer = z.infer<typeof reminderResponseSchema>['data'];
