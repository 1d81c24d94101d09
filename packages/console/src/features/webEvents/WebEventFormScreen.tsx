import {
  DEFAULT_EVENT_DURATION,
  LIST_LIMIT_MAX,
  TEXT_LIMITS,
  WEB_EVENT_STATUS_LABELS,
  eventLocalStartOf,
  webEventFormSchema,
  webEventRequestOf,
  type ApiWebEvent,
  type WebEventFormInput,
  type WebEventFormValues,
  type WebEventPatchInput,
} from '@runway-live/domain';
import { Checkbox, Select, StatusBadge, TextField } from '@runway-live/ui';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { failureMessage } from '../../api/ApiProvider';
import { useCanWrite } from '../../shared/useCanWrite';
import { DetailGate, MissingPage } from '../../resources/DetailGate';
import { FormSection, FormStack, ResourceFormFrame } from '../../resources/ResourceFormFrame';
import { Thumbnail } from '../../resources/Thumbnail';
import { useResourceForm } from '../../resources/useResourceForm';
import { containers } from '../containers/containersApi';
import {
  preferredTimeZone,
  ShowBasicsFields,
  showParents,
  showPatchOf,
  ShowVideoFields,
  ShowWhenSection,
  useCoverUpload,
} from '../events/ShowFields';
import { otherShowOf, ShowItemsPicker, type PickerItem } from '../events/ShowItemsPicker';
import { designerRequired, useFormDesignerId } from '../people/formDesigner';
import { isId } from '../../resources/routePath';
import { webEventGroups } from '../webEventGroups/webEventGroupsApi';
import { webProducts } from '../webProducts/webProductsApi';
import { WEB_EVENTS_LIST, webEvents } from './webEventsApi';

const LIMIT = TEXT_LIMITS.webEvent;

/** Admin and staff name the designer a new web event belongs to, before anything else. */
const webEventFormForAdminSchema = designerRequired(webEventFormSchema);

/**
 * Add a web event (web-event/add-event, container/web-event/add-event/:containerId in its
 * Fashion Week) or edit one (web-event/edit-event/:event_id): title, description, cover,
 * the start in a named time zone, duration, the video (stream, replay, captions), chat,
 * its group and its web products in the player's order. The embed code and the origins
 * allowed to embed it are on its page.
 */
export function WebEventFormScreen() {
  const { event_id: eventId, containerId } = useParams();
  const valid = isId(eventId) && isId(containerId);
  const detail = webEvents.useDetail(valid ? eventId : undefined);
  if (!valid) return <MissingPage list={WEB_EVENTS_LIST} />;
  if (eventId === undefined) return <WebEventForm containerId={containerId ?? null} />;
  return (
    <DetailGate query={detail} list={WEB_EVENTS_LIST}>
      {(webEvent) => <WebEventForm webEvent={webEvent} containerId={webEvent.containerId} />}
    </DetailGate>
  );
}

function WebEventForm({
  webEvent,
  containerId,
}: {
  webEvent?: ApiWebEvent;
  containerId: string | null;
}) {
  const navigate = useNavigate();
  const create = webEvents.useCreate();
  const update = webEvents.useUpdate(webEvent?._id ?? '');
  const createdId = useRef<string | null>(null);
  const pickDesigner = useCanWrite() && !webEvent;
  const zone = webEvent?.timeZone ?? preferredTimeZone();
  // Products picked from another web event, the move confirmed: saving moves them here.
  const moving = useRef(new Set<string>());

  const { form, formRef, submit, saving } = useResourceForm<WebEventFormInput, WebEventFormValues>({
    schema: pickDesigner ? webEventFormForAdminSchema : webEventFormSchema,
    defaultValues: {
      designerId: undefined,
      containerId,
      groupId: webEvent?.groupId ?? null,
      title: webEvent?.title ?? '',
      description: webEvent?.description ?? '',
      coverImage: webEvent?.coverImage ?? '',
      timeZone: zone,
      scheduledLocal: webEvent ? eventLocalStartOf(webEvent) : '',
      durationMinutes: webEvent?.durationMinutes ?? DEFAULT_EVENT_DURATION,
      streamUrl: webEvent?.streamUrl ?? '',
      replayUrl: webEvent?.replayUrl ?? '',
      captionsUrl: webEvent?.captionsUrl ?? '',
      chatEnabled: webEvent?.chatEnabled ?? true,
      embed: { allowedOrigins: webEvent?.embed.allowedOrigins ?? [] },
      productIds: webEvent?.productIds ?? [],
    },
    save: async (values, changed) => {
      const body = webEventRequestOf(values);
      const move = moving.current.size > 0 ? { move: true } : {};
      if (webEvent) {
        return update.mutateAsync({
          ...(showPatchOf(body, changed) as WebEventPatchInput),
          ...move,
        });
      }
      const created = await create.mutateAsync({ ...body, ...move });
      createdId.current = created._id;
      return created;
    },
    savedMessage: webEvent ? 'Web event saved' : 'Web event added',
    onSaved: () => void navigate(webEvents.paths.detail(createdId.current ?? webEvent?._id ?? '')),
  });
  const { errors } = form.formState;
  const week = containers.useDetail(containerId ?? undefined).data;
  const designerId = useFormDesignerId(form, webEvent?.designerId, pickDesigner);
  const productIds = useWatch({ control: form.control, name: 'productIds' }) ?? [];

  const [picked, setPicked] = useState<ReadonlyMap<string, PickerItem>>(new Map());
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
  for (const [id, item] of picked) known.set(id, item);

  const setProducts = (ids: string[]) =>
    form.setValue('productIds', ids, { shouldDirty: true, shouldValidate: true });

  const cover = useCoverUpload(form);

  const title = webEvent ? `Edit ${webEvent.title}` : 'Add web event';
  const parents = showParents(containerId, week, WEB_EVENTS_LIST);

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
          onAdd={(item) => {
            setPicked((previous) => new Map(previous).set(item.id, item));
            if (item.elsewhere) moving.current.add(item.id);
            setProducts([...(form.getValues('productIds') ?? []), item.id]);
          }}
          onRemove={(id) => {
            moving.current.delete(id);
            setProducts((form.getValues('productIds') ?? []).filter((other) => other !== id));
          }}
          candidates={{
            items: candidateItems,
            pending: candidates.isPending,
            error: candidates.isError ? failureMessage(candidates.error) : null,
          }}
          onSearch={setProductSearch}
          blocked={
            designerId === ''
              ? 'Choose the designer first: a web event shows their own products.'
              : undefined
          }
          error={errors.productIds?.message ?? errors.productIds?.[0]?.message}
        />
      </FormSection>
    </ResourceFormFrame>
  );
}

export { WebEventFormScreen as Screen };
