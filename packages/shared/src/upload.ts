import { z } from 'zod';

/** The same words on the profile page and from the server (docs/behaviour.md §16.2). */
export const UPLOAD_MESSAGES = {
  notAnImage: 'Please select a valid image file',
  tooLarge: 'Image size should be less than 5MB',
  missing: 'Please select an image first',
  onePerUpload: 'Send one image per upload',
  malformed: 'The upload is not valid multipart form data',
} as const;

/** `POST /api/upload-image` (multipart field `image`): the stored image's public URL beside `success`. */
export const UploadImageResponseSchema = z.object({ success: z.literal(true), imageUrl: z.string() });
export type UploadImageResponse = z.infer<typeof UploadImageResponseSchema>;
