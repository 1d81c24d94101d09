import { LIST_LIMIT_MAX, type ApiWebEvent, type ApiWebEventGroup } from '@runway-live/domain/api';
import {
  TEXT_LIMITS,
  WEB_EVENT_STATUS_LABELS,
  webEventGroupFormSchema,
  type WebEventGroupFormInput,
  type WebEventGroupFormValues,
} from '@runway-live/domain/schemas';
import {
  Button,
  ConfirmDialog,
  Select,
  SortableList,
  StatusBadge,
  TextAreaField,
  TextField,
  tokens,
} from '@runway-live/ui';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useCanWrite } from '../../shared/useCanWrite';
import { DetailGate, MissingPage } from '../../resources/DetailGate';
import { FormSection, FormStack, ResourceFormFrame } from '../../resources/ResourceFormFrame';
import { useResourceForm } from '../../resources/useResourceForm';
import { designerRequired, useFormDesignerId, DesignerSelect } from '../people';
import { isId } from '../../resources/routePath';
import {
  ALLOWED_ORIGINS_PURPOSE,
  EmbedCodeSection,
  EmbedSubheading,
  webEvents,
} from '../webEvents';
import { WEB_EVENT_GROUPS_LIST, webEventGroups } from './webEventGroupsApi';

const StyledAdd = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  align-items: flex-end;

  & > :first-child {
    flex: 1 1 14rem;
  }
`;

const StyledEntry = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  align-items: center;
`;

const StyledOrigins = styled.ul`
  margin: 0;
  padding-left: ${tokens.space[5]};
  overflow-wrap: anywhere;
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;

const LIMIT = TEXT_LIMITS.webEventGroup;

const groupFormForAdminSchema = designerRequired(webEventGroupFormSchema);

/**
 * web-event-groups/add and web-event-groups/edit/:id: the group's name and description,
 * and its web events in the order the player plays them — reordered by dragging a handle,
 * by keyboard on it, or with the move buttons — and on an existing group its embed code.
 */
export function WebEventGroupFormScreen() {
  const { id } = useParams();
  const valid = isId(id);
  const detail = webEventGroups.useDetail(valid ? id : undefined);
  if (!valid) return <MissingPage list={WEB_EVENT_GROUPS_LIST} />;
  if (id === undefined) return <GroupForm />;
  return (
    <DetailGate query={detail} list={WEB_EVENT_GROUPS_LIST}>
      {(group) => <GroupForm group={group} />}
    </DetailGate>
  );
}

function GroupForm({ group }: { group?: ApiWebEventGroup }) {
  const navigate = useNavigate();
  const create = webEventGroups.useCreate();
  const update = webEventGroups.useUpdate(group?._id ?? '');
  const pickDesigner = useCanWrite() && !group;
  // Web events picked from another group: saving moves them here.
  const moving = useRef(false);
  const [adding, setAdding] = useState('');
  const { form, formRef, submit, saving } = useResourceForm<
    WebEventGroupFormInput,
    WebEventGroupFormValues
  >({
    schema: pickDesigner ? groupFormForAdminSchema : webEventGroupFormSchema,
    defaultValues: {
      designerId: undefined,
      name: group?.name ?? '',
      description: group?.description ?? '',
      webEventIds: group?.webEventIds ?? [],
    },
    save: async (values, changed) => {
      const move = moving.current ? { move: true } : {};
      if (group) {
        const { designerId: _designer, move: _move, ...patch } = changed;
        return update.mutateAsync({ ...patch, ...move });
      }
      return create.mutateAsync({ ...values, ...move });
    },
    savedMessage: group ? 'Group saved' : 'Group added',
    onSaved: () => void navigate(WEB_EVENT_GROUPS_LIST.path),
  });
  const { errors } = form.formState;
  const designerId = useFormDesignerId(form, group?.designerId, pickDesigner);
  const ids = useWatch({ control: form.control, name: 'webEventIds' }) ?? [];
  const shows = webEvents.useList(
    { designerId, sort: 'title:asc', page: '1', limit: String(LIST_LIMIT_MAX) },
    { enabled: designerId !== '' },
  );
  const byId = new Map<string, ApiWebEvent>(
    (shows.data?.items ?? []).map((show) => [show._id, show]),
  );
  const offered = (shows.data?.items ?? []).filter((show) => !ids.includes(show._id));
  const setIds = (next: string[]) =>
    form.setValue('webEventIds', next, { shouldDirty: true, shouldValidate: true });
  // The groups the offered web events play in now, to name them before one is moved.
  const otherGroupOf = (show: ApiWebEvent) =>
    show.groupId !== null && show.groupId !== (group?._id ?? null) ? show.groupId : null;
  const otherGroups = webEventGroups.useDetails(
    offered.flatMap((show) => {
      const other = otherGroupOf(show);
      return other === null ? [] : [other];
    }),
  );
  // The web event whose move out of its group waits for the user's answer (issue 27).
  const [asking, setAsking] = useState<ApiWebEvent | null>(null);

  const join = (show: ApiWebEvent) => {
    if (otherGroupOf(show) !== null) moving.current = true;
    setIds([...ids, show._id]);
    setAdding('');
  };
  const add = () => {
    const show = byId.get(adding);
    if (!show) return;
    if (otherGroupOf(show) !== null) setAsking(show);
    else join(show);
  };
  const askingFrom = asking ? otherGroups.get(otherGroupOf(asking) ?? '')?.name : undefined;

  const title = group ? `Edit ${group.name}` : 'Add group';
  const listError = errors.webEventIds?.message ?? errors.webEventIds?.[0]?.message;
  const origins = [
    ...new Set(ids.flatMap((id) => byId.get(id)?.embed.allowedOrigins ?? [])),
  ].sort();

  const embed = group ? (
    <EmbedCodeSection
      id={group._id}
      title={group.name}
      types={['group']}
      defaultType="group"
      origins={
        <>
          <EmbedSubheading>Sites allowed to embed the player</EmbedSubheading>
          <StyledNote>
            {`${ALLOWED_ORIGINS_PURPOSE} A group may be embedded by the sites its web events allow; edit them on each web event’s page.`}
          </StyledNote>
          {origins.length > 0 ? (
            <StyledOrigins aria-label="Sites allowed to embed the group">
              {origins.map((origin) => (
                <li key={origin}>{origin}</li>
              ))}
            </StyledOrigins>
          ) : (
            <StyledNote>None yet: only this console’s own site.</StyledNote>
          )}
        </>
      }
    />
  ) : null;

  return (
    <ResourceFormFrame
      title={title}
      list={WEB_EVENT_GROUPS_LIST}
      formRef={formRef}
      onSubmit={(event) => void submit(event)}
      saving={saving}
      sectioned
      after={embed}
    >
      <FormSection title="The group">
        <FormStack>
          {pickDesigner ? (
            <DesignerSelect
              label="Designer"
              placeholder="Select a designer"
              required
              hint="The group and its web events belong to this designer."
              error={errors.designerId?.message}
              {...form.register('designerId', {
                setValueAs: (value: string) => value || undefined,
              })}
            />
          ) : null}
          <TextField
            label="Name"
            required
            maxLength={LIMIT.name}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextAreaField
            label="Description"
            maxLength={LIMIT.description}
            error={errors.description?.message}
            {...form.register('description')}
          />
        </FormStack>
      </FormSection>
      <FormSection title="Web events, in playing order">
        <FormStack>
          <StyledNote>
            Drag a web event by its handle, or focus the handle and press Space, the arrow keys and
            Space again, or use its move buttons.
          </StyledNote>
          {listError ? <StyledNote role="alert">{listError}</StyledNote> : null}
          <SortableList
            label="Web events of the group"
            items={ids.map((id) => {
              const show = byId.get(id);
              return {
                id,
                label: show?.title ?? 'A web event',
                content: show ? (
                  <StyledEntry>
                    {show.title}
                    <StatusBadge
                      status={show.status}
                      label={WEB_EVENT_STATUS_LABELS[show.status]}
                    />
                  </StyledEntry>
                ) : undefined,
              };
            })}
            onReorder={setIds}
            onRemove={(id) => setIds(ids.filter((other) => other !== id))}
            moveButtons
            emptyText="No web events in this group yet."
          />
          <StyledAdd>
            <Select
              label="Add a web event"
              placeholder={designerId === '' ? 'Choose the designer first' : 'Select a web event'}
              options={offered.map((show) => {
                const other = otherGroupOf(show);
                const name = other === null ? undefined : otherGroups.get(other)?.name;
                return {
                  value: show._id,
                  label:
                    other === null
                      ? show.title
                      : `${show.title} (in ${name === undefined ? 'another group' : `“${name}”`})`,
                };
              })}
              value={adding}
              disabled={designerId === ''}
              onChange={(event) => setAdding(event.target.value)}
            />
            <Button variant="secondary" disabled={adding === ''} onClick={add}>
              Add
            </Button>
          </StyledAdd>
          <ConfirmDialog
            open={asking !== null}
            title={`Move ${asking?.title ?? ''} to ${group?.name ?? 'this group'}?`}
            confirmLabel="Move here"
            onConfirm={() => {
              if (asking) join(asking);
              setAsking(null);
            }}
            onCancel={() => setAsking(null)}
          >
            {`${asking?.title ?? ''} plays in the group ${askingFrom === undefined ? 'it is in now' : `“${askingFrom}”`}. Adding it here takes it out of that group when you save, and that group’s player plays one web event fewer; Cancel leaves both as they are.`}
          </ConfirmDialog>
        </FormStack>
      </FormSection>
    </ResourceFormFrame>
  );
}

export { WebEventGroupFormScreen as Screen };
