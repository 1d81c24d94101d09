import {
  API_PATHS,
  type ApiWebEventGroup,
  successResponseSchema,
  webEventGroupListResponseSchema,
  webEventGroupResponseSchema,
} from '@runway-live/domain/api';
import { routePath } from '@runway-live/domain/access';
import {
  type WebEventGroupFormInput,
  type WebEventGroupPatchInput,
} from '@runway-live/domain/schemas';
import { menuTitleOf } from '../../shared/menuTitle';
import { defineResource } from '../../resources/defineResource';
import { webEventKeys } from '../webEvents';
import { webEventGroupKeys } from './webEventGroupKeys';

/** GET/POST/PATCH/DELETE /api/v2/web-event-groups, their hooks and pages. */
export const webEventGroups = defineResource<
  ApiWebEventGroup,
  WebEventGroupFormInput,
  WebEventGroupPatchInput
>()({
  keys: webEventGroupKeys,
  path: API_PATHS.webEventGroups,
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
