import { LIST_LIMIT_MAX, type ApiWebEvent } from '@runway-live/domain/api';
import {
  TEXT_LIMITS,
  WEB_EVENT_STATUS_LABELS,
  webEventFormSchema,
  webEventRequestOf,
} from '@runway-live/domain/schemas';
import { Checkbox, Select, StatusBadge, TextField } from '@runway-live/ui';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { failureMessage } from '../../api/ApiProvider';
import { FormSection, FormStack, ResourceFormFrame } from '../../resources/ResourceFormFrame';
import { Thumbnail } from '../../resources/Thumbnail';
import { designerRequired } from '../people';
import {
  otherShowOf,
  ShowBasicsFields,
  ShowFormScreen,
  ShowItemsPicker,
  ShowVideoFields,
  ShowWhenSection,
  useShowForm,
  type PickerItem,
} from '../shows';
import { webEventGroups } from '../webEventGroups';
import { webProducts } from '../webProducts';
import { WEB_EVENTS_LIST, webEvents } from './webEventsApi';

const LIMIT = TEXT_LIMITS.webEvent;

/** Admin and staff name the designer a new web event belongs to, before anything else. */
const webEventFormForAdminSchema = designerRequired(webEventFormSchema);

/**
 * Add a web event (web-event/add-event, container/web-event/add-event/:containerId in its
 * Fashion Week) or edit one (web-event/edit-event/:event_id): a show's form (title,
 * description, cover, the start in a named time zone, duration, the video, chat, its web
 * products in the player's order) with the web event's own parts: its group and captions.
 * The embed code and the origins allowed to embed it are on its page.
 */
export function WebEventFormScreen() {
  return (
    <ShowFormScreen resource={webEvents} list={WEB_EVENTS_LIST}>
      {(webEvent, containerId) => <WebEventForm webEvent={webEvent} containerId={containerId} />}
    </ShowFormScreen>
  );
}

function WebEventForm({
  webEvent,
  containerId,
}: {
  webEvent?: ApiWebEvent;
  containerId: string | null;
}) {
  const show = useShowForm({
    show: webEvent,
    containerId,
    resource: webEvents,
    list: WEB_EVENTS_LIST,
    schema: webEventFormSchema,
    forAdmin: webEventFormForAdminSchema,
    defaultValues: (shared) => ({
      ...shared,
      groupId: webEvent?.groupId ?? null,
      captionsUrl: webEvent?.captionsUrl ?? '',
      embed: { allowedOrigins: webEvent?.embed.allowedOrigins ?? [] },
    }),
    requestOf: webEventRequestOf,
    noun: 'Web event',
  });
  const { form, formRef, submit, saving, pickDesigner, zone, week, designerId, cover } = show;
  const { errors } = form.formState;
  const productIds = useWatch({ control: form.control, name: 'productIds' }) ?? [];

  const [productSearch, setProductSearch] = useState('');
  const saved = webProducts.useAll(
    { webEventId: webEvent?._id ?? '' },
    { enabled: webEvent !== undefined },
  );
  const candidates = webProducts.useList(
    { designerId, search: productSearch, sort: 'name:asc', page: '1', limit: '20' },
    { enabled: designerId !== '' },
  );
  const groups = webEventGroups.useList(
    { designerId, sort: 'name:asc', page: '1', limit: String(LIST_LIMIT_MAX) },
    { enabled: designerId !== '' },
  );
  const groupOptions = (groups.data?.items ?? []).map((group) => ({
    value: group._id,
    label: group.name,
  }));

  // The web events the offered products are in now, to name them before one is moved.
  const current = webEvent?._id ?? null;
  const otherShows = webEvents.useDetails(
    (candidates.data?.items ?? []).flatMap((product) =>
      product.webEventId !== null && product.webEventId !== current ? [product.webEventId] : [],
    ),
  );
  const itemOf = (product: {
    _id: string;
    name: string;
    images: string[];
    webEventId: string | null;
  }): PickerItem => ({
    id: product._id,
    name: product.name,
    media: <Thumbnail image={product.images[0]} icon="shirt" />,
    elsewhere: otherShowOf(product.webEventId, current, otherShows),
  });
  const candidateItems = (candidates.data?.items ?? []).map(itemOf);
  const known = new Map<string, PickerItem>(candidateItems.map((item) => [item.id, item]));
  for (const product of saved.data?.items ?? []) known.set(product._id, itemOf(product));
  for (const [id, item] of show.items.picked) known.set(id, item);

  const title = webEvent ? `Edit ${webEvent.title}` : 'Add web event';
  const { parents, blocked } = show;

  return (
    <ResourceFormFrame
      title={title}
      list={WEB_EVENTS_LIST}
      parents={parents}
      formRef={formRef}
      onSubmit={(formEvent) => void submit(formEvent)}
      saving={saving || cover.uploading}
      sectioned
    >
      <FormSection title="The web event">
        <FormStack>
          {webEvent ? (
            <p>
              Status:{' '}
              <StatusBadge
                status={webEvent.status}
                label={WEB_EVENT_STATUS_LABELS[webEvent.status]}
              />
            </p>
          ) : null}
          <ShowBasicsFields
            form={form}
            pickDesigner={pickDesigner}
            containerId={containerId}
            week={week}
            limits={LIMIT}
            cover={cover}
            hints={{
              designer: 'The web event and its products belong to this designer.',
              week: 'The web event is part of the Fashion Week it was added from.',
              cover: 'PNG or JPG, the player’s poster.',
            }}
            beforeCover={
              <Select
                label="Group"
                placeholder="No group"
                options={groupOptions}
                hint="A group plays its web events one after the other in the player."
                error={errors.groupId?.message}
                {...form.register('groupId', { setValueAs: (value: string) => value || null })}
              />
            }
          />
        </FormStack>
      </FormSection>
      <ShowWhenSection form={form} zone={zone} />
      <FormSection title="Video">
        <FormStack>
          <ShowVideoFields
            form={form}
            limits={LIMIT}
            streamHint="The live playback address: HLS (.m3u8) or MP4."
          />
          <TextField
            label="Captions URL"
            type="url"
            spellCheck={false}
            maxLength={LIMIT.url}
            hint="A WebVTT (.vtt) file the player offers as captions."
            error={errors.captionsUrl?.message}
            {...form.register('captionsUrl')}
          />
          <Checkbox label="Chat enabled" {...form.register('chatEnabled')} />
        </FormStack>
      </FormSection>
      <FormSection title="Products">
        <ShowItemsPicker
          legend="Web products"
          noun="web product"
          showNoun="web event"
          into={webEvent?.title ?? 'this web event'}
          chosen={productIds}
          known={known}
          onAdd={(item) => show.items.add('productIds', item)}
          onRemove={(id) => show.items.remove('productIds', id)}
          candidates={{
            items: candidateItems,
            pending: candidates.isPending,
            error: candidates.isError ? failureMessage(candidates.error) : null,
          }}
          onSearch={setProductSearch}
          blocked={blocked}
          error={errors.productIds?.message ?? errors.productIds?.[0]?.message}
        />
      </FormSection>
    </ResourceFormFrame>
  );
}

export { WebEventFormScreen as Screen };
