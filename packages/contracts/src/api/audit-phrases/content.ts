import { label, type AuditPhrases } from '../audit-phrase';
import type { contentApi } from '../content.routes';

const program = (title: string | undefined, fallback: string) => `workout program ${label(title, fallback)}`;

export const contentPhrases: AuditPhrases<typeof contentApi> = {
  createDigitalProduct: ({ body, result }) => ({ verb: 'add', what: `digital product ${label(result?.title ?? body.title)}` }),
  updateDigitalProduct: ({ params, result }) => ({ verb: 'change', what: `digital product ${label(result?.title, params.id)}` }),
  createStoreProduct: ({ body }) => ({ verb: 'list', what: `digital product ${label(body.title, body.digitalProductId)} in the store` }),
  uploadDigitalPdf: ({ result }) => ({ verb: 'upload', what: result ? `a PDF of ${result.pages} pages` : 'a PDF' }),
  createProgram: ({ body, result }) => ({ verb: 'write', what: program(result?.title ?? body.title, '') }),
  updateProgram: ({ params, result }) => ({ verb: 'change', what: program(result?.title, params.id) }),
  markContactRead: ({ params, body, result }) => ({
    verb: 'mark',
    what: `the message from ${label(result?.name, params.id)} as ${body.read ? 'read' : 'unread'}`,
  }),
  uploadImage: () => ({ verb: 'upload', what: 'a picture' }),
};
