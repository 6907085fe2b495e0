import { z } from 'zod';
import { contactConfigSchema, contactMessages, contactReadSchema, contactResponseSchema, contactSchema, contactSubmissionSchema } from '../contact.schema';
import { digitalProductSchema } from '../content.schema';
import { uploadFileParamsSchema, uploadMessages, uploadResponseSchema } from '../upload.schema';
import { idParamsSchema } from './params.schema';
import { defineRoute } from './route-contract';
import { trainingApi } from './training.routes';

export const contactListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(200) });

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
    summary: 'Contact messages, newest first',
    request: { query: contactListQuerySchema },
    responses: { 200: z.array(contactSubmissionSchema) },
  }),
  ...trainingApi,
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
