import {
  API_PATHS,
  type ApiWebEventGroup,
  routePath,
  successResponseSchema,
  type WebEventGroupFormInput,
  webEventGroupListResponseSchema,
  type WebEventGroupPatchInput,
  webEventGroupResponseSchema,
} from '@runway-live/domain';
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
