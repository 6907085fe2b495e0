export { digitalProductKeys } from './content-keys';
export {
  getDigitalProducts,
  digitalProductsQueryOptions,
  useDigitalProducts,
  useCreateDigitalProduct,
  useUpdateDigitalProduct,
  type DigitalProductBody,
  type DigitalProductChanges,
} from './digital-products';
export { uploadImage, useUploadImage, uploadPdf, useUploadPdf } from './uploads';
export { getMyDigitalContent, myDigitalContentQueryOptions, useMyDigitalContent } from './my-digital-content';
