import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@wsms/api-client';
import type { UploadResponse } from '@wsms/contracts';

/** POST /api/upload: multipart with the picture in the `image` field; answers its URL. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const res = await fetch('/api/upload', { method: 'POST', body, credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, 'Failed to upload image', await res.text());
  return ((await res.json()) as UploadResponse).imageUrl;
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
