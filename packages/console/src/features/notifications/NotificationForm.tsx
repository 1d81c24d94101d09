import {
  NOTIFICATION_AUDIENCE_LABELS,
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_WHEN,
  NOTIFICATION_WHEN_LABELS,
  notificationFormSchema,
  notificationPayload,
  type ApiNotification,
  type NotificationFormInput,
  type NotificationFormValues,
} from '@runway-live/domain/api';
import { timeZoneOptions } from '@runway-live/domain/schemas';
import {
  Button,
  Card,
  Combobox,
  DateTimeField,
  browserTimeZone,
  Select,
  TextAreaField,
  TextField,
  tokens,
} from '@runway-live/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSearchQuery } from '../../forms/useSearchQuery';
import { DetailGate } from '../../resources/DetailGate';
import { FormPair, ResourceFormFrame } from '../../resources/ResourceFormFrame';
import { useResourceForm } from '../../resources/useResourceForm';
import { labelledOptions } from '../../shared/labelledOptions';
import { EventSelect } from '../events';
import { DesignerSelect } from '../people';
import { notifications, useAccountSearch } from './notificationsApi';

const ZONES = timeZoneOptions();
const LIST = { title: 'Notifications', path: notifications.paths.list };

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledPreview = styled(Card)`
  h3 {
    margin: 0 0 ${tokens.space[1]};
    font-size: 1rem;
  }
  p {
    margin: 0;
    white-space: pre-wrap;
  }
`;

function defaultsOf(notification?: ApiNotification): NotificationFormInput {
  return {
    title: notification?.title ?? '',
    body: notification?.body ?? '',
    link: notification?.link ?? '',
    audience: notification?.audience ?? 'designers',
    userIds: notification?.userIds ?? [],
    eventId: notification?.eventId ?? '',
    designerId: notification?.designerId ?? '',
    when: notification ? (notification.scheduledAt ? 'schedule' : 'draft') : 'now',
    scheduledAt: notification?.scheduledAt ?? '',
    timeZone: notification?.timeZone ?? browserTimeZone(),
  };
}

/** The accounts of a `selected` audience: searched by name or e-mail, each a removable chip. */
function AccountPicker({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const query = useSearchQuery(search.trim());
  const found = useAccountSearch(query);
  const [names, setNames] = useState<Record<string, string>>({});
  return (
    <div>
      <Combobox
        label="Add an account"
        name="userIds"
        placeholder="Search shoppers by name or e-mail"
        options={(found.data ?? []).map((account) => ({
          value: account._id,
          label: account.fullName || account.email,
          description: account.email,
        }))}
        value={null}
        loading={found.isFetching}
        noOptionsText="No account matches"
        error={error}
        hint={`${value.length} chosen`}
        onSearchChange={setSearch}
        onChange={(id, option) => {
          if (!id || value.includes(id)) return;
          setNames((known) => ({ ...known, [id]: option?.label ?? id }));
          onChange([...value, id]);
        }}
      />
      {value.length > 0 ? (
        <StyledChips aria-label="Chosen accounts">
          {value.map((id) => (
            <li key={id}>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onChange(value.filter((each) => each !== id))}
              >
                Remove {names[id] ?? id}
              </Button>
            </li>
          ))}
        </StyledChips>
      ) : null}
    </div>
  );
}

function NotificationForm({ notification }: { notification?: ApiNotification }) {
  const [, setSearch] = useSearchParams();
  const create = notifications.useCreate();
  const update = notifications.useUpdate(notification?._id ?? '');
  const { form, formRef, submit, saving } = useResourceForm<
    NotificationFormInput,
    NotificationFormValues
  >({
    schema: notificationFormSchema,
    defaultValues: defaultsOf(notification),
    save: async (values) => {
      const { sendNow, ...payload } = notificationPayload(values);
      // An edit is never sent from here (Send now is the list's): a schedule, or a draft.
      if (notification) return update.mutateAsync(payload);
      return create.mutateAsync({ ...payload, sendNow });
    },
    savedMessage: 'Notification saved',
    submitLabel: 'Save',
    onSaved: () => setSearch({}),
  });
  const { errors } = form.formState;
  const [title, body, link, audience, when, scheduledAt, timeZone, userIds] = form.watch([
    'title',
    'body',
    'link',
    'audience',
    'when',
    'scheduledAt',
    'timeZone',
    'userIds',
  ]);
  const whens = notification
    ? NOTIFICATION_WHEN.filter((each) => each !== 'now')
    : NOTIFICATION_WHEN;
  return (
    <ResourceFormFrame
      title={notification ? `Edit ${notification.title}` : 'Compose notification'}
      list={LIST}
      formRef={formRef}
      onSubmit={(event) => void submit(event)}
      saving={saving}
      after={
        <StyledPreview aria-label="Preview">
          <h2>Preview</h2>
          <h3>{title || 'Title'}</h3>
          <p>{body || 'The message.'}</p>
          {link ? <p>Opens {link}</p> : null}
        </StyledPreview>
      }
    >
      <TextField
        label="Title"
        required
        autoComplete="off"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextAreaField
        label="Message"
        required
        rows={4}
        error={errors.body?.message}
        {...form.register('body')}
      />
      <TextField
        label="Link"
        autoComplete="off"
        placeholder="/event/view-events or runway://event/…"
        hint="A console path or an app link; optional."
        error={errors.link?.message}
        {...form.register('link')}
      />
      <Select
        label="Audience"
        options={labelledOptions(NOTIFICATION_AUDIENCES, NOTIFICATION_AUDIENCE_LABELS)}
        error={errors.audience?.message}
        {...form.register('audience')}
        value={audience}
      />
      {audience === 'selected' ? (
        <AccountPicker
          value={userIds ?? []}
          error={errors.userIds?.message}
          onChange={(ids) =>
            form.setValue('userIds', ids, { shouldDirty: true, shouldValidate: true })
          }
        />
      ) : null}
      {audience === 'reminders' ? (
        <EventSelect
          label="Show"
          value={form.getValues('eventId') || null}
          error={errors.eventId?.message}
          onChange={(id) => form.setValue('eventId', id ?? '', { shouldDirty: true })}
        />
      ) : null}
      {audience === 'buyers' ? (
        <DesignerSelect
          label="Designer"
          error={errors.designerId?.message}
          {...form.register('designerId')}
        />
      ) : null}
      <FormPair>
        <Select
          label="When"
          options={labelledOptions(whens, NOTIFICATION_WHEN_LABELS)}
          {...form.register('when')}
          value={when}
        />
      </FormPair>
      {when === 'schedule' ? (
        <DateTimeField
          label="Goes out"
          name="scheduledAt"
          value={scheduledAt || null}
          timeZone={timeZone}
          timeZones={ZONES}
          error={errors.scheduledAt?.message ?? errors.timeZone?.message}
          onChange={(next) => {
            form.setValue('timeZone', next.timeZone, { shouldDirty: true });
            form.setValue('scheduledAt', next.instant ?? '', { shouldDirty: true });
          }}
        />
      ) : null}
    </ResourceFormFrame>
  );
}

/** `?compose=1`: a new notification; `?edit=<id>`: a draft or scheduled one. */
export function NotificationFormScreen({ id }: { id?: string }) {
  const detail = notifications.useDetail(id);
  if (id === undefined) return <NotificationForm />;
  return (
    <DetailGate query={detail} list={LIST}>
      {(notification) => <NotificationForm notification={notification} />}
    </DetailGate>
  );
}
