import * as z from 'zod';
import { messages } from '../messages';
import { orderedIdList } from '../show/fields';
import { lookMoveSchema } from './look';
import { designerIdField } from './objectId';
import { TEXT_LIMITS } from './textLimits';
import { textField } from './validators';

const LIMIT = TEXT_LIMITS.webEventGroup;

/**
 * A web event group (API.md, web event groups row; spec 2.3): a designer's named, ordered
 * list of web events that the player plays one after the other. A web event is in one
 * group at most (its `groupId`); the group's `webEventIds` is the order, and reordering is
 * sending the whole list again.
 */

/** How many web events a group holds at most. */
export const WEB_EVENT_GROUP_EVENTS_MAX = 100;

/** Invented wording (the spec shows none). */
export const webEventGroupMessages = {
  designerIdRequired: 'designerId: Name the designer this group belongs to.',
  notYourDesignerId: 'A designer can only write their own web event groups.',
  designerFixed: 'designerId: A group stays with the designer it was made for.',
  /** An id of webEventIds that is no web event of the group's designer. */
  webEventUnknown: (id: string) =>
    `webEventIds: No web event of this group’s designer has the id "${id}".`,
  /** A web event is in one group at most: adding it here takes it out of the other. */
  webEventInAnotherGroup: (webEvent: string, group: string) =>
    `webEventIds: "${webEvent}" is in the group "${group}". Adding it here takes it out of that group; send move: true to move it.`,
} as const;

const webEventIds = () => orderedIdList(WEB_EVENT_GROUP_EVENTS_MAX, 'web events', 'A group');

function groupFields(forPatch: boolean) {
  const withDefault = <Schema extends z.ZodType>(schema: Schema, value: z.output<Schema>) =>
    forPatch ? schema : schema.default(value as never);
  return z.object({
    designerId: designerIdField().optional(),
    name: textField(messages.required).trim().min(1, { error: messages.required }).max(LIMIT.name),
    description: withDefault(textField('Must be text').trim().max(LIMIT.description), ''),
    /** The group's web events, in the order the player plays them. */
    webEventIds: withDefault(webEventIds(), []),
    move: lookMoveSchema,
  });
}

/** The group form and POST /api/v2/web-event-groups. */
export const webEventGroupFormSchema = groupFields(false);
export type WebEventGroupFormInput = z.input<typeof webEventGroupFormSchema>;
export type WebEventGroupFormValues = z.output<typeof webEventGroupFormSchema>;

/**
 * PATCH /api/v2/web-event-groups/:id: any of the fields. `webEventIds` replaces the whole
 * ordered list: reordering is sending it in the new order; a left-out web event leaves.
 */
export const webEventGroupPatchSchema = groupFields(true).partial();
export type WebEventGroupPatchInput = z.input<typeof webEventGroupPatchSchema>;
export type WebEventGroupPatch = z.output<typeof webEventGroupPatchSchema>;
