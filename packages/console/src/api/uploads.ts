import { uploadResponseSchema, API_ROUTES } from '@runway-live/domain/api';
import { useApi } from './ApiProvider';

/** Where the server serves an uploaded file back (`/uploads/:name`); a full URL stays. */
export function uploadedImageSrc(name: string): string {
  if (/^(https?:)?\/\//.test(name) || name.startsWith('/') || name.startsWith('data:')) {
    return name;
  }
  return `/uploads/${encodeURIComponent(name)}`;
}

/**
 * POST /api/v2/auth/upload: an image goes up as multipart field `photos`; the answer names
 * the stored file. Not a submit: every image is its own upload, none shares the answer of
 * an earlier one.
 */
export function useUploadImage() {
  const api = useApi();
  return {
    mutateAsync: async (image: File) => {
      const form = new FormData();
      form.append('photos', image, image.name);
      return uploadResponseSchema.parse(await api.upload(API_ROUTES.upload, form)).name;
    },
  };
}
