import { useMutation } from '@tanstack/react-query';
import { uploadImage } from '@/lib/upload-image';

/** `POST /api/upload-image` for a product or blog image. */
export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
