import {
  eventOutsideContainer,
  eventFormSchema,
  eventRequestOf,
  EVENT_STATUS_LABELS,
  TEXT_LIMITS,
  type EventFormInput,
  type EventFormValues,
} from '@runway-live/domain/schemas';
import { type ApiEvent } from '@runway-live/domain/api';
import { Checkbox, StatusBadge, tokens } from '@runway-live/ui';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { styled } from 'styled-components';
import { failureMessage } from '../../api/ApiProvider';
import { isApiCallError } from '../../api/ApiCallError';
import { FormSection, FormStack, ResourceFormFrame } from '../../resources/ResourceFormFrame';
import { Thumbnail } from '../../resources/Thumbnail';
import { dateRangeText } from '../containers';
import { looks } from '../looks';
import { designerRequired } from '../people';
import { thumbnailOf, products } from '../products';
import {
  instantOf,
  otherShowOf,
  ShowBasicsFields,
  ShowFormScreen,
  ShowItemsPicker,
  ShowVideoFields,
  ShowWhenSection,
  useShowForm,
  type PickerItem,
} from '../shows';
import { EVENTS_LIST, events } from './eventsApi';
import { LifecycleButtons, useEventLifecycle } from './useEventLifecycle';

const StyledStatus = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  align-items: center;

  p {
    margin: 0;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.fontSize[2]};
  }
`;

/** Admin and staff name the designer a new event belongs to, before anything else. */
const eventFormForAdminSchema = designerRequired(eventFormSchema);

/**
 * A new event's values, kept while a 402 sends the designer to subscribe: the subscription
 * page returns to the form, which starts from them instead of empty.
 */
const DRAFT_KEY = 'runway-live.event-draft';

function takeDraft(): Partial<EventFormInput> | null {
  try {
    const text = sessionStorage.getItem(DRAFT_KEY);
    sessionStorage.removeItem(DRAFT_KEY);
    return text ? (JSON.parse(text) as Partial<EventFormInput>) : null;
  } catch {
    return null;
  }
}

function keepDraft(values: EventFormValues) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or off: the form starts empty again, as it would have.
  }
}

/**
 * Add an event (event/add-event, container/event/add-event/:containerId, in its Fashion
 * Week) or edit one (event/edit-event/:event_id): a show's form (title, description, cover,
 * the start in a named time zone, duration, stream settings, its products) with the
 * event's own parts: rehearsal, the designer's looks in the show, and on an existing event
 * its lifecycle (schedule, cancel).
 */
export function EventFormScreen() {
  return (
    <ShowFormScreen resource={events} list={EVENTS_LIST}>
      {(event, containerId) => <EventForm event={event} containerId={containerId} />}
    </ShowFormScreen>
  );
}

function EventForm({ event, containerId }: { event?: ApiEvent; containerId: string | null }) {
  const [draft] = useState(() => (event ? null : takeDraft()));
  const title = event ? `Edit ${event.title}` : 'Add event';
  const show = useShowForm({
    show: event,
    containerId,
    resource: events,
    list: EVENTS_LIST,
    schema: eventFormSchema,
    forAdmin: eventFormForAdminSchema,
    defaultValues: (shared): EventFormInput => ({
      ...shared,
      rehearsal: event?.rehearsal ?? false,
      lookIds: event?.lookIds ?? [],
      ...draft,
    }),
    requestOf: eventRequestOf,
    noun: 'Event',
    // The subscription page returns here: the designer's work waits for them.
    onCreateFailed: (error, values: EventFormValues) => {
      if (isApiCallError(error) && error.status === 402) keepDraft(values);
    },
  });
  const { form, formRef, submit, saving, pickDesigner, zone, week, designerId, cover } = show;
  const { errors } = form.formState;
  const local = useWatch({ control: form.control, name: 'scheduledLocal' });
  const timeZone = useWatch({ control: form.control, name: 'timeZone' }) ?? zone;
  const productIds = useWatch({ control: form.control, name: 'productIds' }) ?? [];
  const lookIds = useWatch({ control: form.control, name: 'lookIds' }) ?? [];

  const [productSearch, setProductSearch] = useState('');
  const [lookSearch, setLookSearch] = useState('');
  // The show's own, to name them; the designer's by search, to add them.
  const inShow = { eventId: event?._id ?? '' };
  const savedProducts = products.useAll(inShow, { enabled: event !== undefined });
  const savedLooks = looks.useAll(inShow, { enabled: event !== undefined });
  const search = { designerId, page: '1', limit: '20' };
  const productList = products.useList(
    { ...search, search: productSearch, sort: 'productName:asc' },
    { enabled: designerId !== '' },
  );
  const lookList = looks.useList(
    { ...search, search: lookSearch, sort: 'name:asc' },
    { enabled: designerId !== '' },
  );

  // The shows the offered items are in now, to name them before one is moved (issue 27).
  const current = event?._id ?? null;
  const otherShows = events.useDetails(
    [...(productList.data?.items ?? []), ...(lookList.data?.items ?? [])].flatMap((item) =>
      item.eventId !== null && item.eventId !== current ? [item.eventId] : [],
    ),
  );
  const productItems = (productList.data?.items ?? []).map((product): PickerItem => ({
    id: product._id,
    name: product.productName,
    media: <Thumbnail image={thumbnailOf(product)} icon="shirt" />,
    elsewhere: otherShowOf(product.eventId, current, otherShows),
  }));
  const lookItems = (lookList.data?.items ?? []).map((look): PickerItem => ({
    id: look._id,
    name: look.name,
    media: <Thumbnail image={look.images[0]} icon="layers" />,
    elsewhere: otherShowOf(look.eventId, current, otherShows),
  }));
  const known = new Map<string, PickerItem>(show.items.picked);
  for (const product of event ? (savedProducts.data?.items ?? []) : []) {
    known.set(product._id, {
      id: product._id,
      name: product.productName,
      media: <Thumbnail image={thumbnailOf(product)} icon="shirt" />,
    });
  }
  for (const look of event ? (savedLooks.data?.items ?? []) : []) {
    known.set(look._id, {
      id: look._id,
      name: look.name,
      media: <Thumbnail image={look.images[0]} icon="layers" />,
    });
  }
  const { add, remove: removeFrom } = show.items;

  const { blocked, parents } = show;
  const failure = (query: { isError: boolean; error: unknown }) =>
    query.isError ? failureMessage(query.error) : null;
  // A start outside the week's days is allowed: the form only says so.
  const start = instantOf(local, timeZone);
  const outside = week && start ? eventOutsideContainer(start, timeZone, week) : false;

  return (
    <ResourceFormFrame
      title={title}
      list={EVENTS_LIST}
      parents={parents}
      formRef={formRef}
      onSubmit={(formEvent) => void submit(formEvent)}
      saving={saving || cover.uploading}
      sectioned
    >
      {event ? <Lifecycle event={event} dirty={form.formState.isDirty} /> : null}
      <FormSection title="The show">
        <FormStack>
          <ShowBasicsFields
            form={form}
            pickDesigner={pickDesigner}
            containerId={containerId}
            week={week}
            limits={TEXT_LIMITS.event}
            cover={cover}
            hints={{
              designer: 'The show, its products and its looks belong to this designer.',
              week: 'The show is part of the Fashion Week it was added from.',
              cover: 'PNG or JPG, shown on the show’s page and in the app.',
            }}
          />
        </FormStack>
      </FormSection>
      <ShowWhenSection
        form={form}
        zone={zone}
        hint={
          outside && week
            ? `This is outside ${week.title} (${dateRangeText(week)}): check the date, or keep it if the show runs apart from the week.`
            : undefined
        }
      />
      <FormSection title="Stream">
        <FormStack>
          <ShowVideoFields
            form={form}
            limits={TEXT_LIMITS.event}
            streamHint="The playback address: HLS (.m3u8) or MP4."
          />
          <Checkbox label="Chat enabled" {...form.register('chatEnabled')} />
          <Checkbox
            label="Rehearsal: a private test show, never listed, notifying no one"
            {...form.register('rehearsal')}
          />
        </FormStack>
      </FormSection>
      <FormSection title="Products and looks">
        <FormStack>
          <ShowItemsPicker
            legend="Products"
            noun="product"
            showNoun="show"
            into={event?.title ?? 'this show'}
            chosen={productIds}
            known={new Map([...productItems.map((item) => [item.id, item] as const), ...known])}
            onAdd={(item) => add('productIds', item)}
            onRemove={(id) => removeFrom('productIds', id)}
            candidates={{
              items: productItems,
              pending: productList.isPending,
              error: failure(productList),
            }}
            onSearch={setProductSearch}
            blocked={blocked}
            error={errors.productIds?.message ?? errors.productIds?.[0]?.message}
          />
          <ShowItemsPicker
            legend="Looks"
            noun="look"
            showNoun="show"
            into={event?.title ?? 'this show'}
            chosen={lookIds}
            known={new Map([...lookItems.map((item) => [item.id, item] as const), ...known])}
            onAdd={(item) => add('lookIds', item)}
            onRemove={(id) => removeFrom('lookIds', id)}
            candidates={{ items: lookItems, pending: lookList.isPending, error: failure(lookList) }}
            onSearch={setLookSearch}
            blocked={blocked}
            error={errors.lookIds?.message ?? errors.lookIds?.[0]?.message}
          />
        </FormStack>
      </FormSection>
    </ResourceFormFrame>
  );
}

/** The status and the lifecycle's actions of an existing event, above its fields. */
function Lifecycle({ event, dirty }: { event: ApiEvent; dirty: boolean }) {
  const lifecycle = useEventLifecycle(event, { disabled: dirty });
  return (
    <FormSection title="Status">
      <StyledStatus>
        <StatusBadge status={event.status} label={EVENT_STATUS_LABELS[event.status]} />
        <LifecycleButtons actions={lifecycle.actions} />
        {dirty && lifecycle.actions.length > 0 ? <p>Save your changes first.</p> : null}
      </StyledStatus>
      {lifecycle.element}
    </FormSection>
  );
}

export { EventFormScreen as Screen };
