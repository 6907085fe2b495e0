import { z } from 'zod';
import { contactConfigSchema, contactMessages, contactResponseSchema, contactSchema, contactSubmissionSchema } from '../contact.schema';
import { digitalProductSchema } from '../content.schema';
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
};
