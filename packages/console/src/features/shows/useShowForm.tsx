import { DEFAULT_EVENT_DURATION, eventLocalStartOf } from '@runway-live/domain/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import type * as z from 'zod';
import { useCanWrite } from '../../shared/useCanWrite';
import { DetailGate, MissingPage } from '../../resources/DetailGate';
import { useResourceForm } from '../../resources/useResourceForm';
import { containers } from '../containers';
import { useFormDesignerId } from '../people';
import { isId } from '../../resources/routePath';
import type { ShowBase, ShowList } from './ShowDetail';
import { preferredTimeZone, showParents, showPatchOf, useCoverUpload } from './ShowFormSections';
import type { PickerItem } from './ShowItemsPicker';

/** What a show's form starts from of a saved show, whichever its kind. */
export type SavedShow = ShowBase & {
  designerId: string;
  containerId: string | null;
  productIds: string[];
};

/**
 * A show's form screen (add, add in a Fashion Week, edit): the ids of the route checked,
 * the saved show loaded on edit (not found, failure and Retry as every detail), then the
 * kind's form for it and the Fashion Week it is in.
 */
export function ShowFormScreen<Show extends SavedShow>({
  resource,
  list,
  children,
}: {
  resource: { useDetail: (id: string | undefined) => UseQueryResult<Show> };
  list: ShowList;
  children: (show: Show | undefined, containerId: string | null) => ReactNode;
}) {
  const { event_id: showId, containerId } = useParams();
  const valid = isId(showId) && isId(containerId);
  const detail = resource.useDetail(valid ? showId : undefined);
  if (!valid) return <MissingPage list={list} />;
  if (showId === undefined) return children(undefined, containerId ?? null);
  return (
    <DetailGate query={detail} list={list}>
      {(show) => children(show, show.containerId)}
    </DetailGate>
  );
}

/** The fields every show's form starts with, from the saved show or empty. */
function showDefaults(show: SavedShow | undefined, containerId: string | null, zone: string) {
  return {
    designerId: undefined,
    containerId,
    title: show?.title ?? '',
    description: show?.description ?? '',
    coverImage: show?.coverImage ?? '',
    timeZone: zone,
    scheduledLocal: show ? eventLocalStartOf(show) : '',
    durationMinutes: show?.durationMinutes ?? DEFAULT_EVENT_DURATION,
    streamUrl: show?.streamUrl ?? '',
    replayUrl: show?.replayUrl ?? '',
    chatEnabled: show?.chatEnabled ?? true,
    productIds: show?.productIds ?? [],
  };
}

export type ShowDefaults = ReturnType<typeof showDefaults>;

/** The lists of a show's form the items picker fills: its products, an event's looks. */
type ItemList = 'productIds' | 'lookIds';

export type ShowFormOptions<Show, Input extends FieldValues, Values, Body, Create, Patch> = {
  /** The saved show on edit, none on add. */
  show: Show | undefined;
  containerId: string | null;
  resource: {
    useCreate: () => { mutateAsync: (body: Create) => Promise<{ _id: string }> };
    useUpdate: (id: string) => { mutateAsync: (patch: Patch) => Promise<unknown> };
    paths: { detail: (id: string) => string };
  };
  list: ShowList;
  /** The kind's form schema; admin and staff, who name the designer, get `forAdmin`. */
  schema: z.ZodType<Values, Input>;
  forAdmin: z.ZodType<Values, Input>;
  /** The form's first values: every show's, and the kind's own fields added. */
  defaultValues: (shared: ShowDefaults) => DefaultValues<Input>;
  /** The request of the form's values (the domain's `eventRequestOf`, `webEventRequestOf`). */
  requestOf: (values: Values) => Body;
  /** 'Event', 'Web event': the toasts say '<noun> saved', '<noun> added'. */
  noun: string;
  /** A new show's create refused: the kind may keep its values (an event's 402 draft). */
  onCreateFailed?: (error: unknown, values: Values) => void;
};

/**
 * A show's form, whichever its kind: react-hook-form on the kind's schema, the create or
 * the PATCH of what changed (the start's two fields together; `move` when an item was
 * picked from another show, the move confirmed), then the show's page; the designer it is
 * for, its Fashion Week and the trail through it, the cover's upload and the picked items.
 */
export function useShowForm<
  Show extends SavedShow,
  Input extends FieldValues,
  Values,
  Body extends { scheduledAt: unknown; timeZone: unknown },
  Create,
  Patch,
>({
  show,
  containerId,
  resource,
  list,
  schema,
  forAdmin,
  defaultValues,
  requestOf,
  noun,
  onCreateFailed,
}: ShowFormOptions<Show, Input, Values, Body, Create, Patch>) {
  const navigate = useNavigate();
  const create = resource.useCreate();
  const update = resource.useUpdate(show?._id ?? '');
  const createdId = useRef<string | null>(null);
  const pickDesigner = useCanWrite() && !show;
  const zone = show?.timeZone ?? preferredTimeZone();
  // Items picked from another show, the move confirmed: saving moves them here.
  const moving = useRef(new Set<string>());

  const resourceForm = useResourceForm<Input, Values>({
    schema: pickDesigner ? forAdmin : schema,
    defaultValues: defaultValues(showDefaults(show, containerId, zone)),
    save: async (values, changed) => {
      const body = requestOf(values);
      const move = moving.current.size > 0 ? { move: true } : {};
      if (show) return update.mutateAsync({ ...showPatchOf(body, changed), ...move } as Patch);
      try {
        const created = await create.mutateAsync({ ...body, ...move } as Create);
        createdId.current = created._id;
        return created;
      } catch (error) {
        onCreateFailed?.(error, values);
        throw error;
      }
    },
    savedMessage: show ? `${noun} saved` : `${noun} added`,
    onSaved: () => void navigate(resource.paths.detail(createdId.current ?? show?._id ?? '')),
  });
  const { form } = resourceForm;
  // Read through the fields every show's form has (the kind's schema has them all).
  const shared = form as unknown as Parameters<typeof useCoverUpload>[0];
  const week = containers.useDetail(containerId ?? undefined).data;
  const designerId = useFormDesignerId(shared, show?.designerId, pickDesigner);
  const cover = useCoverUpload(shared);

  // The items picked in this visit, to name them once their search has moved on.
  const [picked, setPicked] = useState<ReadonlyMap<string, PickerItem>>(new Map());
  const lists = form as unknown as UseFormReturn<Record<ItemList, string[]>>;
  const setList = (name: ItemList, ids: string[]) =>
    lists.setValue(name, ids, { shouldDirty: true, shouldValidate: true });
  const items = {
    picked,
    add: (name: ItemList, item: PickerItem) => {
      setPicked((previous) => new Map(previous).set(item.id, item));
      if (item.elsewhere) moving.current.add(item.id);
      setList(name, [...(lists.getValues(name) ?? []), item.id]);
    },
    remove: (name: ItemList, id: string) => {
      moving.current.delete(id);
      setList(
        name,
        (lists.getValues(name) ?? []).filter((other) => other !== id),
      );
    },
  };

  return {
    ...resourceForm,
    pickDesigner,
    zone,
    week,
    designerId,
    cover,
    items,
    parents: showParents(containerId, week, list),
    /** What the items picker says while no designer is chosen. */
    blocked: designerId === '' ? 'Choose the designer first: a show holds their own.' : undefined,
  };
}
