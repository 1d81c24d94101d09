import { type ApiContainer } from '@runway-live/domain/api';
import {
  EVENT_DURATION_RANGE,
  instantToZonedTime,
  isTimeZone,
  parseInstant,
  timeZoneOptions,
  zonedTimeToInstant,
  type EventFormInput,
} from '@runway-live/domain/schemas';
import { readItem, writeItem } from '@runway-live/domain/storage';
import {
  browserTimeZone,
  DateTimeField,
  FileInput,
  TextAreaField,
  TextField,
} from '@runway-live/ui';
import { useState, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { failureMessage } from '../../api/ApiProvider';
import { uploadedImageSrc, useUploadImage } from '../../api/uploads';
import { DASHBOARD_CRUMB } from '../../shared/Page';
import { useToast } from '../../shared/useToast';
import { browserStorage } from '../../state/storedSession';
import { FormPair, FormSection, FormStack } from '../../resources/ResourceFormFrame';
import { CONTAINERS_LIST, containers, dateRangeText } from '../containers';
import { DesignerSelect } from '../people';

/**
 * The fields a show's form has, the event's and the web event's alike: the one place
 * their designer, Fashion Week, title, description, cover, start, duration, stream and
 * replay are laid out.
 */
type ShowForm = Pick<
  EventFormInput,
  | 'designerId'
  | 'title'
  | 'description'
  | 'coverImage'
  | 'timeZone'
  | 'scheduledLocal'
  | 'durationMinutes'
  | 'streamUrl'
  | 'replayUrl'
>;

/** A show's form, read through the fields every show's form has (T extends ShowForm). */
function showForm<T extends ShowForm>(form: UseFormReturn<T>): UseFormReturn<ShowForm> {
  return form as unknown as UseFormReturn<ShowForm>;
}

const IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;

/** The zones the server takes, so a picked zone is never refused. */
const ZONES = timeZoneOptions();

/** Where this browser keeps the zone its designer last picked for a show. */
export const SHOW_TIME_ZONE_KEY = 'runway-live.show-time-zone';

/**
 * The zone a new show starts in: the one the designer last picked for a show in this
 * browser, the browser's own zone the first time (or when the kept one is not a zone).
 */
export function preferredTimeZone(): string {
  const kept = readItem(browserStorage, SHOW_TIME_ZONE_KEY);
  return kept && isTimeZone(kept) ? kept : browserTimeZone();
}

/** The form's start as the field's instant, and the field's answer as the form's start. */
export function instantOf(local: string | undefined, zone: string): string | null {
  if (!local) return null;
  return zonedTimeToInstant(local, zone)?.toISOString() ?? null;
}

function localOf(instant: string | null, zone: string): string {
  const date = instant ? parseInstant(instant) : null;
  return date ? instantToZonedTime(date, zone) : '';
}

/** The text limits of a show's fields (TEXT_LIMITS.event, TEXT_LIMITS.webEvent). */
type ShowLimits = { title: number; description: number; url: number };

/**
 * A show's PATCH from the changed fields of its form and the request of all its values:
 * the start's two fields travel together, the designer never (it is fixed).
 */
export function showPatchOf<Body extends { scheduledAt: unknown; timeZone: unknown }>(
  body: Body,
  changed: object,
): Partial<Body> {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(changed)) {
    if (key === 'scheduledLocal' || key === 'timeZone') {
      patch.scheduledAt = body.scheduledAt;
      patch.timeZone = body.timeZone;
    } else if (key !== 'designerId') {
      patch[key] = body[key as keyof Body];
    }
  }
  return patch as Partial<Body>;
}

/** The trail above a show's form: through its Fashion Week when it has one, else its list. */
export function showParents(
  containerId: string | null,
  week: ApiContainer | undefined,
  list: { title: string; path: string },
) {
  return containerId
    ? [
        DASHBOARD_CRUMB,
        { label: CONTAINERS_LIST.title, path: CONTAINERS_LIST.path },
        { label: week?.title ?? 'Fashion Week', path: containers.paths.detail(containerId) },
      ]
    : [DASHBOARD_CRUMB, { label: list.title, path: list.path }];
}

/** The cover's upload: its file picker, reset after each try, and the form's value. */
export function useCoverUpload<T extends ShowForm>(typed: UseFormReturn<T>) {
  const form = showForm(typed);
  const toast = useToast();
  const upload = useUploadImage();
  const [uploading, setUploading] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);
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
  return { uploading, pickerKey, addCover };
}

export type CoverUpload = ReturnType<typeof useCoverUpload>;

/**
 * A show's first section's fields: its designer (admin and staff, on a new show), its
 * Fashion Week (read only), title, description, what the form adds (`beforeCover`), cover.
 */
export function ShowBasicsFields<T extends ShowForm>({
  form: typed,
  pickDesigner,
  containerId,
  week,
  limits,
  cover,
  hints,
  beforeCover,
}: {
  form: UseFormReturn<T>;
  pickDesigner: boolean;
  containerId: string | null;
  week: ApiContainer | undefined;
  limits: ShowLimits;
  cover: CoverUpload;
  hints: { designer: string; week: string; cover: string };
  beforeCover?: ReactNode;
}) {
  const form = showForm(typed);
  const { errors } = form.formState;
  const coverImage = useWatch({ control: form.control, name: 'coverImage' }) ?? '';
  return (
    <>
      {pickDesigner ? (
        <DesignerSelect
          label="Designer"
          placeholder="Select a designer"
          required
          hint={hints.designer}
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
          hint={hints.week}
        />
      ) : null}
      <TextField
        label="Title"
        required
        maxLength={limits.title}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextAreaField
        label="Description"
        maxLength={limits.description}
        error={errors.description?.message}
        {...form.register('description')}
      />
      {beforeCover}
      <FileInput
        key={cover.pickerKey}
        name="coverImage"
        label="Cover image"
        accept={IMAGE_TYPES}
        file={null}
        hint={cover.uploading ? 'Uploading…' : hints.cover}
        error={errors.coverImage?.message}
        disabled={cover.uploading}
        preview={
          coverImage ? { src: uploadedImageSrc(coverImage), name: 'Cover image' } : undefined
        }
        onFileChange={(file) => void cover.addCover(file)}
      />
    </>
  );
}

/** A show's 'When' section: the start in a named time zone, and the duration. */
export function ShowWhenSection<T extends ShowForm>({
  form: typed,
  zone,
  hint = 'Viewers see it in their own time zone.',
}: {
  form: UseFormReturn<T>;
  /** The zone the form started in (the show's, else the browser's). */
  zone: string;
  hint?: string;
}) {
  const form = showForm(typed);
  const { errors } = form.formState;
  const local = useWatch({ control: form.control, name: 'scheduledLocal' });
  const timeZone = useWatch({ control: form.control, name: 'timeZone' }) ?? zone;
  return (
    <FormSection title="When">
      <FormStack>
        <DateTimeField
          label="Starts"
          name="scheduledLocal"
          value={instantOf(local, timeZone)}
          timeZone={timeZone}
          timeZones={ZONES}
          hint={hint}
          error={errors.scheduledLocal?.message ?? errors.timeZone?.message}
          onChange={(next) => {
            // The designer's zone from now on: the next new show starts in it.
            if (next.timeZone !== timeZone)
              writeItem(browserStorage, SHOW_TIME_ZONE_KEY, next.timeZone);
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
      </FormStack>
    </FormSection>
  );
}

/** A show's stream and replay addresses, side by side. */
export function ShowVideoFields<T extends ShowForm>({
  form: typed,
  limits,
  streamHint,
}: {
  form: UseFormReturn<T>;
  limits: ShowLimits;
  streamHint: string;
}) {
  const form = showForm(typed);
  const { errors } = form.formState;
  return (
    <FormPair>
      <TextField
        label="Stream URL"
        type="url"
        spellCheck={false}
        maxLength={limits.url}
        hint={streamHint}
        error={errors.streamUrl?.message}
        {...form.register('streamUrl')}
      />
      <TextField
        label="Replay URL"
        type="url"
        spellCheck={false}
        maxLength={limits.url}
        hint="Where the recording plays after the show."
        error={errors.replayUrl?.message}
        {...form.register('replayUrl')}
      />
    </FormPair>
  );
}
