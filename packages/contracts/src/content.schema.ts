import { z } from 'zod';
import { optionalText, requiredText } from './fields.schema';
import { decimalStringSchema, moneyToCentsSchema } from './money';
import { exerciseInputSchema } from './training.schema';

export const digitalProductTypes = ['workout_program', 'video', 'pdf'] as const;
export type DigitalProductType = (typeof digitalProductTypes)[number];

export const PDF_MAX_BYTES = 20 * 1024 * 1024;
/** The only frame origin the site's CSP allows: YouTube's privacy-enhanced player. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export const digitalMessages = {
  createFailed: 'Failed to create digital product',
  updateFailed: 'Failed to update content. Please try again.',
  notFound: 'Digital product not found',
  notBought: 'Only buyers of this product can open it',
  notPdf: 'Only PDF files can be uploaded as PDFs',
  pdfTooLarge: 'The PDF is larger than 20 MB',
  pdfMissing: 'Send the PDF as the multipart field "pdf"',
  pdfUnreadable: 'The file is not a readable PDF',
  pdfFileNotFound: 'Upload the PDF first: no uploaded PDF has this path',
  storeUnavailable: 'The store could not create the product',
  storeNotConnected: 'The store is not connected: digital products cannot be listed for sale here',
  storeManaged: 'Products are managed in the Shopify store (its Admin API is not connected)',
  signInToBuy: 'Sign in to buy digital content',
} as const;

const LIMITS_DIGITAL = { title: 255, description: 5000, chapters: 100, sections: 200, pages: 10_000, seconds: 24 * 3600 } as const;
const L = LIMITS_DIGITAL;

const youtubeIdPattern = /^[A-Za-z0-9_-]{11}$/;
/** The video id of a YouTube watch, short, embed or shorts link; null for anything else. */
export function youtubeVideoId(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = parsed.pathname === '/watch' ? parsed.searchParams.get('v') : (/^\/(?:embed|shorts|live)\/([^/]+)/.exec(parsed.pathname)?.[1] ?? null);
  }
  return id && youtubeIdPattern.test(id) ? id : null;
}
export const youtubeEmbedUrl = (videoId: string) => `${YOUTUBE_EMBED_ORIGIN}/embed/${videoId}`;

/** "1:05", "01:02:03" or seconds as text: where a chapter starts. */
const timestampPattern = /^(?:\d{1,2}:)?\d{1,2}:\d{2}$|^\d{1,5}$/;

const count = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const videoChapterSchema = z.strictObject({
  title: requiredText('Chapter title', L.title),
  timestamp: z.string({ error: 'Timestamp is required' }).trim().regex(timestampPattern, 'Timestamp must look like 1:05 or 01:02:03'),
  description: optionalText('Chapter description', L.description).default(''),
});

export const pdfSectionSchema = z
  .strictObject({
    title: requiredText('Section title', L.title),
    pageStart: count('Start page', 1, L.pages),
    pageEnd: count('End page', 1, L.pages),
    description: optionalText('Section description', L.description).default(''),
  })
  .refine((s) => s.pageEnd >= s.pageStart, { path: ['pageEnd'], message: 'End page must not come before the start page' });

export const workoutProgramContentSchema = z.strictObject({
  exercises: z.array(exerciseInputSchema, { error: 'Exercises must be a list' }).min(1, 'Add at least one exercise').max(60, 'At most 60 exercises'),
});
export const videoContentSchema = z.strictObject({
  youtubeUrl: z
    .string({ error: 'YouTube URL is required' })
    .trim()
    .max(500)
    .refine((url) => youtubeVideoId(url) !== null, 'Enter a YouTube video link (youtube.com/watch?v=… or youtu.be/…)'),
  chapters: z.array(videoChapterSchema).max(L.chapters).default([]),
});
/** pdfPath is the id answered by POST /api/digital-products/pdf, never a file system path. */
export const pdfContentSchema = z
  .strictObject({
    pdfPath: z.string({ error: 'Upload a PDF' }).regex(/^[a-f0-9]{24}$/, 'Upload a PDF'),
    pages: count('Pages', 1, L.pages),
    sections: z.array(pdfSectionSchema).max(L.sections).default([]),
  })
  .superRefine((pdf, ctx) => {
    pdf.sections.forEach((s, i) => {
      if (s.pageEnd > pdf.pages) ctx.addIssue({ code: 'custom', path: ['sections', i, 'pageEnd'], message: 'End page is past the last page' });
    });
  });

export const contentSchemaByType = {
  workout_program: workoutProgramContentSchema,
  video: videoContentSchema,
  pdf: pdfContentSchema,
} as const;

const productFields = {
  title: requiredText('Title', L.title),
  description: optionalText('Description', L.description),
  price: moneyToCentsSchema,
  isActive: z.boolean({ error: 'Active must be true or false' }),
};

const inputFor = <T extends DigitalProductType, S extends z.ZodType>(type: T, content: S) =>
  z.strictObject({
    title: productFields.title,
    description: productFields.description.default(''),
    type: z.literal(type),
    price: productFields.price.default(0),
    content,
    isActive: productFields.isActive.default(true),
  });

/** POST /api/digital-products (spec section 7): the content must fit the type. Price comes out as cents. */
export const digitalProductInputSchema = z.discriminatedUnion(
  'type',
  [
    inputFor('workout_program', workoutProgramContentSchema),
    inputFor('video', videoContentSchema),
    inputFor('pdf', pdfContentSchema),
  ],
  { error: `Type must be one of: ${digitalProductTypes.join(', ')}` },
);
export type DigitalProductInput = z.input<typeof digitalProductInputSchema>;
export type DigitalProductValues = z.output<typeof digitalProductInputSchema>;

/** PATCH /api/digital-products/:id: any field but the type; content is checked against the stored type. */
export const digitalProductUpdateSchema = z
  .strictObject({
    title: productFields.title.optional(),
    description: productFields.description.optional(),
    price: productFields.price.optional(),
    content: z.record(z.string(), z.unknown()).optional(),
    isActive: productFields.isActive.optional(),
    /** Links a product made in Shopify's admin (the Storefront API cannot create products). */
    storeProductId: z.string().trim().min(1).max(200).optional(),
    storeVariantId: z.string().trim().min(1).max(200).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type DigitalProductUpdate = z.output<typeof digitalProductUpdateSchema>;

/** A digital product on the wire: the price as a decimal string. */
export const digitalProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(digitalProductTypes),
  price: decimalStringSchema,
  storeProductId: z.string().optional(),
  storeVariantId: z.string().optional(),
  content: z.record(z.string(), z.unknown()),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DigitalProduct = z.infer<typeof digitalProductSchema>;

/** POST /api/digital-products/create-{platform} (spec section 7). */
export const storeProductRequestSchema = z.strictObject({
  digitalProductId: z.string().regex(/^[a-f0-9]{24}$/, 'Digital product id is required'),
  title: z.string().optional(),
  description: z.string().optional(),
  price: z.union([z.string().max(20), z.number().min(0)]).optional(),
  type: z.enum(digitalProductTypes).optional(),
});
export const storeProductSchema = z.object({ storeProductId: z.string(), storeVariantId: z.string() });
export type StoreProduct = z.infer<typeof storeProductSchema>;

export const pdfUploadResponseSchema = z.object({ pdfPath: z.string(), pages: z.number().int() });
export type PdfUploadResponse = z.infer<typeof pdfUploadResponseSchema>;

/** What a PDF is stamped with, kept on the purchase. */
export const watermarkDataSchema = z.object({ email: z.string(), purchaseId: z.string() });

export const digitalPurchaseSchema = z.object({
  id: z.string(),
  userId: z.string(),
  digitalProductId: z.string(),
  storeOrderId: z.string(),
  storeLineId: z.string(),
  purchaseDate: z.string(),
  accessGranted: z.boolean(),
  watermarkData: watermarkDataSchema,
});
export type DigitalPurchase = z.infer<typeof digitalPurchaseSchema>;

/** A bought product as the buyer opens it: a video's embed address, a PDF's download address. */
export const ownedDigitalContentSchema = z.object({
  purchase: digitalPurchaseSchema,
  product: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    type: z.enum(digitalProductTypes),
    embedUrl: z.string().nullable(),
    chapters: z.array(z.object({ title: z.string(), timestamp: z.string(), description: z.string() })),
    pdfUrl: z.string().nullable(),
    pages: z.number().int().nullable(),
    sections: z.array(z.object({ title: z.string(), pageStart: z.number(), pageEnd: z.number(), description: z.string() })),
  }),
});
export type OwnedDigitalContent = z.infer<typeof ownedDigitalContentSchema>;

/** Sent by the store side (catalog) when an order line of a digital product is paid or placed. */
export const grantPurchaseSchema = z.strictObject({
  userId: z.string().min(1).max(64),
  email: z.string().min(3).max(320),
  storeOrderId: z.string().min(1).max(200),
  storeLineId: z.string().min(1).max(200),
  storeVariantId: z.string().min(1).max(200),
});
export type GrantPurchase = z.infer<typeof grantPurchaseSchema>;

/**
 * Content asks catalog to list a digital product in the store, or to bring its listing up to date
 * (catalog's internal route): `available` false (an inactive product) takes it off sale.
 */
export const internalStoreProductSchema = z.strictObject({
  digitalProductId: z.string().regex(/^[a-f0-9]{24}$/),
  title: z.string().min(1).max(255),
  description: z.string().max(5000),
  priceCents: z.number().int().min(0),
  type: z.enum(digitalProductTypes),
  available: z.boolean().default(true),
});
export type InternalStoreProduct = z.infer<typeof internalStoreProductSchema>;
/** The tag that marks a store product as digital content: placing its order needs a signed-in buyer. */
export const DIGITAL_PRODUCT_TAG = 'digital-content';

/**
 * The admin dialog's form: every type's fields side by side (the type select switches which are
 * shown), checked by the same content schemas as the API; `digitalProductBody` builds the request.
 */
export const digitalProductFormSchema = z
  .object({
    title: productFields.title,
    description: productFields.description,
    type: z.enum(digitalProductTypes, { error: `Type must be one of: ${digitalProductTypes.join(', ')}` }),
    price: z
      .number({ error: 'Price must be a number' })
      .min(0, 'Price must be 0 or more')
      .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Price may have at most 2 decimals'),
    isActive: z.boolean(),
    exercises: z.array(
      z.object({
        name: z.string(),
        instructions: z.string().optional(),
        sets: z.number().optional(),
        reps: z.number().nullish(),
        weight: z.number().nullish(),
        duration: z.number().nullish(),
        restTime: z.number().optional(),
      }),
    ),
    youtubeUrl: z.string(),
    chapters: z.array(z.object({ title: z.string(), timestamp: z.string(), description: z.string().optional() })),
    pdfPath: z.string(),
    pages: z.number().optional(),
    sections: z.array(z.object({ title: z.string(), pageStart: z.number().optional(), pageEnd: z.number().optional(), description: z.string().optional() })),
  })
  .superRefine((values, ctx) => {
    const result = contentSchemaByType[values.type].safeParse(contentOf(values));
    if (result.success) return;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: issue.message });
  });
export type DigitalProductFormValues = z.input<typeof digitalProductFormSchema>;

function contentOf(values: Pick<DigitalProductFormValues, 'type' | 'exercises' | 'youtubeUrl' | 'chapters' | 'pdfPath' | 'pages' | 'sections'>) {
  if (values.type === 'workout_program') return { exercises: values.exercises };
  if (values.type === 'video') return { youtubeUrl: values.youtubeUrl, chapters: values.chapters };
  return { pdfPath: values.pdfPath, pages: values.pages, sections: values.sections };
}

/**
 * The body of POST /api/digital-products (or, without the type, PATCH) from the dialog's values. The
 * form's schema has checked the content its type needs, which TypeScript cannot follow through `contentOf`.
 */
export const digitalProductBody = (values: DigitalProductFormValues) =>
  ({
    title: values.title,
    description: values.description ?? '',
    type: values.type,
    price: values.price.toFixed(2),
    isActive: values.isActive,
    content: contentOf(values),
  }) as DigitalProductInput;

/** The fields of a Shopify `orders/paid` webhook this site reads (Shopify sends many more). */
export const shopifyOrderWebhookSchema = z.object({
  id: z.union([z.number(), z.string()]),
  email: z.string().nullish(),
  customer: z.object({ email: z.string().nullish() }).nullish(),
  line_items: z.array(z.object({ id: z.union([z.number(), z.string()]), variant_id: z.union([z.number(), z.string()]).nullish() })).max(500),
});
export type ShopifyOrderWebhook = z.infer<typeof shopifyOrderWebhookSchema>;
export const shopifyWebhookResultSchema = z.object({ recorded: z.number().int(), skipped: z.number().int() });
export const shopifyWebhookMessages = {
  badSignature: 'Webhook signature does not match',
  notConfigured: 'Shopify webhooks are not configured',
} as const;
