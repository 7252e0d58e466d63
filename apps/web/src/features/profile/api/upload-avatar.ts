import { useMutation } from '@tanstack/react-query';
import { uploadImage } from '@/lib/upload-image';

/** `POST /api/upload-image` for the profile photo. */
export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadImage });
}
