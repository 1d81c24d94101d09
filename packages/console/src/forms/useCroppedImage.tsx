import { PROFILE_IMAGE_EXTENSIONS } from '@runway-live/domain/schemas';
import { CropperDialog, FileInput } from '@runway-live/ui';
import { useState } from 'react';
import {
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { failureMessage } from '../api/ApiProvider';
import { uploadedImageSrc, useUploadImage } from '../api/uploads';

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export type CroppedImageOptions<Values extends FieldValues> = {
  /** The form field that takes the upload's name (`profileImage`, `profile`). */
  name: Path<Values>;
  /** The image shown before anything is picked: a restored draft's crop, or a saved name. */
  saved: string | null;
  /** The preview's name when the field holds a saved image. */
  title: string;
  /** Says why an upload failed (a toast in the console, the alert on the application). */
  onProblem: (text: string) => void;
};

/**
 * An account's square image (section 2.13): a picked file goes to the cropper, the
 * confirmed crop is shown and uploaded, and the field takes the name the upload answers.
 * While the crop goes up the form's submit waits (`uploading`), so it is never sent
 * without the image's name. The designer application, the admin's designer form and the
 * add-member form draw it; `field` goes where the form wants it and `cropper` outside the
 * form (Enter on its zoom slider must not submit).
 */
export function useCroppedImage<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setValue' | 'control' | 'formState'>,
  { name, saved, title, onProblem }: CroppedImageOptions<Values>,
) {
  const uploadImage = useUploadImage();
  const [imageToCrop, setImageToCrop] = useState<File | null>(null);
  const [cropped, setCropped] = useState<{ src: string; name: string } | null>(null);
  const [cleared, setCleared] = useState(false);
  const [uploading, setUploading] = useState(false);
  const uploadedName = useWatch({ control: form.control, name }) as string | undefined;
  const shownImage = cropped?.src ?? (cleared || !saved ? null : uploadedImageSrc(saved));
  const set = (value: string, validate: boolean) =>
    form.setValue(name, value as PathValue<Values, Path<Values>>, {
      shouldValidate: validate,
      shouldDirty: true,
    });

  async function confirmCrop(image: File) {
    setImageToCrop(null);
    // Until the upload answers, the form has no image name: its submit waits (`uploading`).
    setUploading(true);
    try {
      setCropped({ src: await readDataUrl(image), name: image.name });
      set(await uploadImage.mutateAsync(image), true);
    } catch (error) {
      setCropped(null);
      onProblem(failureMessage(error));
    } finally {
      setUploading(false);
    }
  }

  function clear() {
    setCropped(null);
    setCleared(true);
    set('', form.formState.isSubmitted);
  }

  const field = ({
    label,
    required = false,
    error,
    hint,
  }: {
    label: string;
    required?: boolean;
    error?: string;
    hint?: string;
  }) => (
    // The picked file goes to the cropper; the field then shows the crop and its name.
    <FileInput
      label={label}
      accept={PROFILE_IMAGE_EXTENSIONS}
      required={required}
      name={name}
      error={error}
      hint={uploading ? 'Uploading…' : hint}
      disabled={uploading}
      file={null}
      preview={
        shownImage
          ? { src: shownImage, name: cropped?.name ?? (uploadedName || title), cropped: true }
          : undefined
      }
      onFileChange={(file) => (file ? setImageToCrop(file) : clear())}
    />
  );
  const cropper = (
    <CropperDialog
      open={imageToCrop !== null}
      image={imageToCrop}
      onConfirm={(image) => void confirmCrop(image)}
      onClose={() => setImageToCrop(null)}
    />
  );
  return { shownImage, uploading, field, cropper };
}
