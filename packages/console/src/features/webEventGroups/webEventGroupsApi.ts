import {
  successResponseSchema,
  webEventGroupListResponseSchema,
  webEventGroupResponseSchema,
  type ApiWebEventGroup,
} from '@runway-live/domain/api';
import {
  type WebEventGroupFormInput,
  type WebEventGroupPatchInput,
} from '@runway-live/domain/schemas';
import { menuTitleOf } from '../../shared/menuTitle';
import { defineResource } from '../../resources/defineResource';
import { routePath } from '../../resources/routePath';
import { webEventKeys } from '../webEvents';
import { webEventGroupKeys } from './webEventGroupKeys';

/** GET/POST/PATCH/DELETE /api/v2/web-event-groups, their hooks and pages. */
export const webEventGroups = defineResource<
  ApiWebEventGroup,
  WebEventGroupFormInput,
  WebEventGroupPatchInput
>()({
  keys: webEventGroupKeys,
  path: '/api/v2/web-event-groups',
  listResponse: webEventGroupListResponseSchema,
  itemResponse: webEventGroupResponseSchema,
  removeResponse: successResponseSchema,
  // A web event carries its group's id.
  alsoChanges: [webEventKeys.all],
  paths: {
    list: routePath('web-event-groups'),
    add: routePath('web-event-groups/add'),
    edit: (id: string) => routePath('web-event-groups/edit/:id', { id }),
  },
});

/** The groups list's own page, for breadcrumbs and not-found states. */
export const WEB_EVENT_GROUPS_LIST = {
  title: menuTitleOf(webEventGroups.paths.list) ?? 'Web event groups',
  path: webEventGroups.paths.list,
} as const;
