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
  // The clinical record's sentences name records only: never the text of a note, injury or restriction.
  publishConsentForm: ({ result }) => ({ verb: 'publish', what: `consent form${result ? ` version ${result.version}` : ''}` }),
  writeClinicalNote: ({ params }) => ({ verb: 'write', what: `a chart note for booking ${params.id}` }),
  editClinicalNote: ({ params }) => ({ verb: 'change', what: `draft chart note ${params.id}` }),
  signClinicalNote: ({ params }) => ({ verb: 'sign', what: `chart note ${params.id}` }),
  addAddendum: ({ params }) => ({ verb: 'add', what: `an addendum to chart note ${params.id}` }),
  recordInjury: ({ params }) => ({ verb: 'record', what: `an injury of client ${params.userId}` }),
  updateInjury: ({ params, body }) => ({
    verb: 'change',
    what: body.stage ? `injury ${params.id} of client ${params.userId} to stage ${body.stage}` : `the restrictions of injury ${params.id} of client ${params.userId}`,
  }),
};
