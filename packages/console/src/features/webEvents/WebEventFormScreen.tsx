import {
  DEFAULT_EVENT_DURATION,
  EVENT_DURATION_RANGE,
  LIST_LIMIT_MAX,
  TEXT_LIMITS,
  WEB_EVENT_STATUS_LABELS,
  eventLocalStartOf,
  instantToZonedTime,
  parseInstant,
  timeZoneOptions,
  webEventFormSchema,
  webEventRequestOf,
  zonedTimeToInstant,
  type ApiWebEvent,
  type WebEventFormInput,
  type WebEventFormValues,
  type WebEventPatchInput,
} from '@runway-live/domain';
import {
  Checkbox,
  DateTimeField,
  FileInput,
  Select,
  StatusBadge,
  TextField,
  browserTimeZone,
  tokens,
} from '@runway-live/ui';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { failureMessage } from '../../api/ApiProvider';
import { uploadedImageSrc, useUploadImage } from '../../api/uploads';
import { DASHBOARD_CRUMB } from '../../app/Page';
import { useCanWrite } from '../../app/useCanWrite';
import { useToast } from '../../app/useToast';
import { DetailGate, MissingPage } from '../../resources/DetailGate';
import { FormSection, ResourceFormFrame } from '../../resources/ResourceFormFrame';
import { Thumbnail } from '../../resources/Thumbnail';
import { useResourceForm } from '../../resources/useResourceForm';
import { userAtom } from '../../state/session';
import { CONTAINERS_LIST, containers } from '../containers/containersApi';
import { dateRangeText } from '../containers/containerDates';
import { ShowItemsPicker, type PickerItem } from '../events/ShowItemsPicker';
import { designerRequired } from '../people/designerRequired';
import { DesignerSelect } from '../people/DesignerSelect';
import { isId } from '../products/productContext';
import { AboutField as TextAreaField } from '../profile/AboutField';
import { webEventGroups } from '../webEventGroups/webEventGroupsApi';
import { webProducts } from '../webProducts/webProductsApi';
import { WEB_EVENTS_LIST, webEvents } from './webEventsApi';

const StyledPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${tokens.space[4]};
`;

const StyledStack = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  min-width: 0;
`;

const IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;
const ZONES = timeZoneOptions();
const LIMIT = TEXT_LIMITS.webEvent;

/** Admin and staff name the designer a new web event belongs to, before anything else. */
const webEventFormForAdminSchema = designerRequired(webEventFormSchema);

function instantOf(local: string | undefined, zone: string): string | null {
  if (!local) return null;
  return zonedTimeToInstant(local, zone)?.toISOString() ?? null;
}

function localOf(instant: string | null, zone: string): string {
  const date = instant ? parseInstant(instant) : null;
  return date ? instantToZonedTime(date, zone) : '';
}

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
  const toast = useToast();
  const user = useAtomValue(userAtom);
  const create = webEvents.useCreate();
  const update = webEvents.useUpdate(webEvent?._id ?? '');
  const createdId = useRef<string | null>(null);
  const upload = useUploadImage();
  const [uploading, setUploading] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);
  const pickDesigner = useCanWrite() && !webEvent;
  const zone = webEvent?.timeZone ?? browserTimeZone();
  // Products picked from another web event: saving moves them here (the badge said so).
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
        const patch: Record<string, unknown> = {};
        for (const key of Object.keys(changed)) {
          if (key === 'scheduledLocal' || key === 'timeZone') {
            patch.scheduledAt = body.scheduledAt;
            patch.timeZone = body.timeZone;
          } else if (key !== 'designerId') {
            patch[key] = body[key as keyof typeof body];
          }
        }
        return update.mutateAsync({ ...(patch as WebEventPatchInput), ...move });
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
  const designerChoice = useWatch({ control: form.control, name: 'designerId' });
  const designerId =
    webEvent?.designerId ?? (pickDesigner ? (designerChoice ?? '') : (user?._id ?? ''));
  const local = useWatch({ control: form.control, name: 'scheduledLocal' });
  const timeZone = useWatch({ control: form.control, name: 'timeZone' }) ?? zone;
  const coverImage = useWatch({ control: form.control, name: 'coverImage' }) ?? '';
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

  const itemOf = (product: {
    _id: string;
    name: string;
    images: string[];
    webEventId: string | null;
  }): PickerItem => ({
    id: product._id,
    name: product.name,
    media: <Thumbnail image={product.images[0]} icon="shirt" />,
    inAnotherShow: product.webEventId !== null && product.webEventId !== (webEvent?._id ?? null),
  });
  const candidateItems = (candidates.data?.items ?? []).map(itemOf);
  const known = new Map<string, PickerItem>(candidateItems.map((item) => [item.id, item]));
  for (const product of saved.data?.items ?? []) known.set(product._id, itemOf(product));
  for (const [id, item] of picked) known.set(id, item);

  const setProducts = (ids: string[]) =>
    form.setValue('productIds', ids, { shouldDirty: true, shouldValidate: true });

  const addCover = async (file: File | null) => {
    if (!file) {
      form.setValue('coverImage', '', { shouldDirty: true });
      return;
    }
    setUploading(true);
    try {
      const name = await upload.mutateAsync(file);
      form.setValue('coverImage', name, { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setUploading(false);
      setPickerKey((key) => key + 1);
    }
  };

  const title = webEvent ? `Edit ${webEvent.title}` : 'Add web event';
  const parents = containerId
    ? [
        DASHBOARD_CRUMB,
        { label: CONTAINERS_LIST.title, path: CONTAINERS_LIST.path },
        { label: week?.title ?? 'Fashion Week', path: containers.paths.detail(containerId) },
      ]
    : [DASHBOARD_CRUMB, { label: WEB_EVENTS_LIST.title, path: WEB_EVENTS_LIST.path }];

  return (
    <ResourceFormFrame
      title={title}
      list={WEB_EVENTS_LIST}
      parents={parents}
      formRef={formRef}
      onSubmit={(formEvent) => void submit(formEvent)}
      saving={saving || uploading}
      sectioned
    >
      <FormSection title="The web event">
        <StyledStack>
          {webEvent ? (
            <p>
              Status:{' '}
              <StatusBadge
                status={webEvent.status}
                label={WEB_EVENT_STATUS_LABELS[webEvent.status]}
              />
            </p>
          ) : null}
          {pickDesigner ? (
            <DesignerSelect
              label="Designer"
              placeholder="Select a designer"
              required
              hint="The web event and its products belong to this designer."
              error={errors.designerId?.message}
              {...form.register('designerId', {
                setValueAs: (value: string) => value || undefined,
              })}
            />
          ) : null}
          {containerId ? (
            <TextField
              label="Fashion Week"
              value={week ? `${week.title} · ${dateRangeText(week)}` : ''}
              readOnly
              hint="The web event is part of the Fashion Week it was added from."
            />
          ) : null}
          <TextField
            label="Title"
            required
            maxLength={LIMIT.title}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <TextAreaField
            label="Description"
            maxLength={LIMIT.description}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Select
            label="Group"
            placeholder="No group"
            options={groupOptions}
            hint="A group plays its web events one after the other in the player."
            error={errors.groupId?.message}
            {...form.register('groupId', { setValueAs: (value: string) => value || null })}
          />
          <FileInput
            key={pickerKey}
            name="coverImage"
            label="Cover image"
            accept={IMAGE_TYPES}
            file={null}
            hint={uploading ? 'Uploading…' : 'PNG or JPG, the player’s poster.'}
            error={errors.coverImage?.message}
            disabled={uploading}
            preview={
              coverImage ? { src: uploadedImageSrc(coverImage), name: 'Cover image' } : undefined
            }
            onFileChange={(file) => void addCover(file)}
          />
        </StyledStack>
      </FormSection>
      <FormSection title="When">
        <StyledStack>
          <DateTimeField
            label="Starts"
            name="scheduledLocal"
            value={instantOf(local, timeZone)}
            timeZone={timeZone}
            timeZones={ZONES}
            hint="Viewers see it in their own time zone."
            error={errors.scheduledLocal?.message ?? errors.timeZone?.message}
            onChange={(next) => {
              form.setValue('timeZone', next.timeZone, { shouldDirty: true });
              form.setValue('scheduledLocal', localOf(next.instant, next.timeZone), {
                shouldDirty: true,
              });
            }}
          />
          <TextField
            label="Duration (minutes)"
            type="number"
            inputMode="numeric"
            min={EVENT_DURATION_RANGE.min}
            max={EVENT_DURATION_RANGE.max}
            required
            error={errors.durationMinutes?.message}
            {...form.register('durationMinutes')}
          />
        </StyledStack>
      </FormSection>
      <FormSection title="Video">
        <StyledStack>
          <StyledPair>
            <TextField
              label="Stream URL"
              type="url"
              spellCheck={false}
              maxLength={LIMIT.url}
              hint="The live playback address: HLS (.m3u8) or MP4."
              error={errors.streamUrl?.message}
              {...form.register('streamUrl')}
            />
            <TextField
              label="Replay URL"
              type="url"
              spellCheck={false}
              maxLength={LIMIT.url}
              hint="Where the recording plays after the show."
              error={errors.replayUrl?.message}
              {...form.register('replayUrl')}
            />
          </StyledPair>
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
        </StyledStack>
      </FormSection>
      <FormSection title="Products">
        <ShowItemsPicker
          legend="Web products"
          noun="web product"
          chosen={productIds}
          known={known}
          onAdd={(item) => {
            setPicked((previous) => new Map(previous).set(item.id, item));
            if (item.inAnotherShow) moving.current.add(item.id);
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
