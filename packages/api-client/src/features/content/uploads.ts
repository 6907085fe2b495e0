import { useMutation } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as content from '../../generated/content-routes';

/** A picture, sent as multipart in the `image` field; answers its URL. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  return (await callApi(content.uploadImage, { body }, { failure: 'Failed to upload image' })).imageUrl;
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });

/** A pdf product's file, sent as multipart in the `pdf` field; answers its pdfPath and page count. */
export function uploadPdf(file: File) {
  const body = new FormData();
  body.append('pdf', file);
  return callApi(content.uploadDigitalPdf, { body }, { failure: 'Failed to upload PDF' });
}

export const useUploadPdf = () => useMutation({ mutationFn: uploadPdf });
