import { z } from 'zod';
import { contactConfigSchema, contactCountsSchema, contactMessages, contactReadSchema, contactResponseSchema, contactSchema, contactSubmissionSchema } from '../contact.schema';
import {
  digitalMessages as dm,
  digitalProductInputSchema,
  digitalProductSchema,
  digitalProductUpdateSchema,
  digitalPurchaseSchema,
  grantPurchaseSchema,
  ownedDigitalContentSchema,
  pdfUploadResponseSchema,
  shopifyWebhookMessages,
  shopifyWebhookResultSchema,
  storeProductRequestSchema,
  storeProductSchema,
} from '../content.schema';
import { trainingMessages } from '../training.schema';
import { uploadFileParamsSchema, uploadMessages, uploadResponseSchema } from '../upload.schema';
import { idParamsSchema } from './params.schema';
import { defineRoute } from './route-contract';
import { contentReportsApi } from './reports.routes';
import { clinicalApi } from './clinical.routes';
import { trainingApi } from './training.routes';
import { telemetryApi } from './telemetry.routes';
import { pageQueryShape, searchQueryShape } from '../page.schema';
import { pagedNote } from './paged-note';

export const contactListQuerySchema = z.strictObject({ ...searchQueryShape, ...pageQueryShape });

/** services/content: contact messages and digital content. */
export const contentApi = {
  listDigitalProducts: defineRoute({
    method: 'get',
    path: '/api/digital-products',
    auth: 'public',
    summary: 'Active digital products, newest first (admins also see inactive ones)',
    request: {},
    responses: { 200: z.array(digitalProductSchema) },
  }),
  createDigitalProduct: defineRoute({
    method: 'post',
    path: '/api/digital-products',
    auth: 'admin',
    summary: 'Create a digital product (a workout program also becomes a program its buyers track)',
    request: { body: digitalProductInputSchema },
    responses: { 201: digitalProductSchema, 400: `${dm.pdfFileNotFound}, or a field` },
  }),
  updateDigitalProduct: defineRoute({
    method: 'patch',
    path: '/api/digital-products/:id',
    auth: 'admin',
    summary: 'Change a digital product (content is checked against its type)',
    description: 'A product listed in the embedded store has its listing brought up to date first: if that cannot be done, nothing changes.',
    request: { params: idParamsSchema, body: digitalProductUpdateSchema },
    responses: {
      200: digitalProductSchema,
      404: `${dm.notFound}; or (listed in the store) ${dm.storeNotConnected}`,
      409: dm.storeManaged,
      502: dm.storeUnavailable,
    },
  }),
  createStoreProduct: defineRoute({
    method: 'post',
    path: '/api/digital-products/create-shopify',
    auth: 'admin',
    summary: 'Create the store product of a digital product through the store adapter and link it',
    request: { body: storeProductRequestSchema },
    responses: { 201: storeProductSchema, 404: `${dm.notFound}; or ${dm.storeNotConnected} (CATALOG_URL unset)`, 409: dm.storeManaged, 502: dm.storeUnavailable },
  }),
  uploadDigitalPdf: defineRoute({
    method: 'post',
    path: '/api/digital-products/pdf',
    auth: 'admin',
    summary: 'Upload the PDF of a pdf product; answers its pdfPath and page count',
    description: 'The file must start with %PDF- and be readable as a PDF (415 otherwise); at most 20 MB (413). Stored in MongoDB (GridFS).',
    request: { rawBody: { media: 'multipart/form-data', description: 'One file in the field `pdf`' } },
    responses: { 201: pdfUploadResponseSchema, 400: dm.pdfMissing, 413: dm.pdfTooLarge, 415: `${dm.notPdf}, or ${dm.pdfUnreadable}` },
  }),
  downloadDigitalPdf: defineRoute({
    method: 'get',
    path: '/api/digital-products/:id/pdf',
    auth: 'user',
    summary: "A pdf product's file, every page stamped with the buyer's e-mail and purchase id (buyers and admins only)",
    request: { params: idParamsSchema },
    responses: { 200: { media: 'application/pdf', description: 'The stamped PDF' }, 403: dm.notBought, 404: dm.notFound },
  }),
  myDigitalContent: defineRoute({
    method: 'get',
    path: '/api/user/digital-content',
    auth: 'user',
    summary: "The caller's bought videos, PDFs and programs with their embed and download addresses",
    request: {},
    responses: { 200: z.array(ownedDigitalContentSchema) },
  }),
  shopifyOrderWebhook: defineRoute({
    method: 'post',
    path: '/api/digital-products/shopify-webhook',
    auth: 'public',
    summary: 'Shopify orders/paid webhook: records the digital products of the order for the buyer',
    description:
      'Signed by Shopify: X-Shopify-Hmac-Sha256 is the base64 HMAC-SHA256 of the raw body with SHOPIFY_WEBHOOK_SECRET. The buyer is the account with the order e-mail, verified; one purchase per order line, so retries change nothing.',
    request: { rawBody: { media: 'application/json', description: 'The Shopify order' } },
    responses: {
      200: shopifyWebhookResultSchema,
      400: 'Not a Shopify order',
      401: shopifyWebhookMessages.badSignature,
      404: `${shopifyWebhookMessages.notConfigured} (SHOPIFY_WEBHOOK_SECRET unset); or ${trainingMessages.directoryNotConfigured}`,
      503: `${trainingMessages.directoryUnavailable} (Shopify retries)`,
    },
  }),
  grantDigitalPurchase: defineRoute({
    method: 'post',
    path: '/internal/digital-purchases',
    auth: 'internal',
    summary: 'Record the purchase of an order line of a digital product (idempotent per order line)',
    idempotent: true,
    request: { body: grantPurchaseSchema },
    responses: { 201: digitalPurchaseSchema, 404: dm.notFound },
  }),
  contactConfig: defineRoute({
    method: 'get',
    path: '/api/contact/config',
    auth: 'public',
    summary: 'The Turnstile site key, when the bot check is on',
    request: {},
    responses: { 200: contactConfigSchema },
  }),
  sendContact: defineRoute({
    method: 'post',
    path: '/api/contact',
    auth: 'public',
    summary: 'Send a contact message',
    request: { body: contactSchema },
    responses: {
      201: contactResponseSchema,
      400: contactMessages.botCheckFailed,
      429: `${contactMessages.tooMany} (see Retry-After)`,
    },
  }),
  listContact: defineRoute({
    method: 'get',
    path: '/api/contact',
    auth: 'admin',
    summary: 'Contact messages, newest first (?q= those whose sender has that name or e-mail)',
    description: pagedNote('newest first'),
    request: { query: contactListQuerySchema },
    responses: { 200: z.array(contactSubmissionSchema) },
  }),
  contactCounts: defineRoute({
    method: 'get',
    path: '/api/contact/counts',
    auth: 'admin',
    summary: 'How many contact messages are unread (counted on the server, whatever pages the inbox has loaded)',
    request: {},
    responses: { 200: contactCountsSchema },
  }),
  ...trainingApi,
  ...telemetryApi,
  ...contentReportsApi,
  ...clinicalApi,
  markContactRead: defineRoute({
    method: 'patch',
    path: '/api/contact/:id',
    auth: 'admin',
    summary: 'Mark a contact message read or unread',
    request: { params: idParamsSchema, body: contactReadSchema },
    responses: { 200: contactSubmissionSchema, 404: 'Message not found' },
  }),
  uploadImage: defineRoute({
    method: 'post',
    path: '/api/upload',
    auth: 'staff',
    summary: 'Upload a picture: decoded, re-encoded and stored; answers its URL',
    description:
      'The type is read from the bytes (PNG, JPEG, WebP or GIF; anything else 415), at most 5 MB (413). The picture is decoded and re-encoded as WebP in several widths, so metadata and anything hidden in the file are dropped. Staff may upload only their own profile photo (limited per hour).',
    request: { rawBody: { media: 'multipart/form-data', description: 'One file in the field `image`' } },
    responses: {
      201: uploadResponseSchema,
      400: uploadMessages.missing,
      413: `${uploadMessages.tooLarge}, or ${uploadMessages.tooManyPixels}`,
      415: `${uploadMessages.unsupported}, or ${uploadMessages.undecodable}`,
      429: `${uploadMessages.tooMany} (see Retry-After)`,
    },
  }),
  getUpload: defineRoute({
    method: 'get',
    path: '/uploads/:file',
    auth: 'public',
    summary: 'An uploaded picture (`<id>.webp`, or a smaller variant `<id>-w320.webp`)',
    description: 'Always image/webp with nosniff; cached for a year (an upload never changes).',
    request: { params: uploadFileParamsSchema },
    responses: { 200: { media: 'image/webp', description: 'The re-encoded picture' }, 404: 'Image not found' },
  }),
};
