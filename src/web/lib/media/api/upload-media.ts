import { mutationOptions, useMutation } from '@tanstack/react-query';
import { MediaResponse } from '../../../../contract/social';
import { apiUpload } from '../../api/upload';

export type UploadMediaVariables = {
  file: File;
  /** Called as the file goes out: bytes sent of the total. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
};

/** The image or video types the server takes for a post (it checks the bytes too). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,video/mp4,video/quicktime,video/webm';

/** Uploads an image or video to attach to a post, with XMLHttpRequest for its progress. 415: wrong type; 413: too large. */
export async function uploadMedia({ file, onProgress, signal }: UploadMediaVariables): Promise<MediaResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await apiUpload('/social/media', { body: form, signal, onUploadProgress: onProgress });
  return MediaResponse.parse(await response.json());
}

export const uploadMediaMutationOptions = mutationOptions({
  mutationKey: ['social', 'media'],
  mutationFn: uploadMedia,
});

export function useUploadMedia() {
  return useMutation(uploadMediaMutationOptions);
}
