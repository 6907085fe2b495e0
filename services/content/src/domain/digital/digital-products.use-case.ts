import {
  contentSchemaByType,
  digitalMessages as m,
  programDefaults,
  toCents,
  type DigitalProduct,
  type DigitalProductUpdate,
  type DigitalProductValues,
  type Identity,
} from '@wsms/contracts';
import { badRequest, notFound, parseOrThrow } from '@wsms/service-kit';
import type { DigitalProductRecord } from '../../data-access/digital/digital-product-model';
import type { DigitalProductRepository } from '../../data-access/digital/digital-product-repository';
import type { PdfFileRepository } from '../../data-access/digital/pdf-file-repository';
import type { WorkoutProgramRepository } from '../../data-access/training/workout-program-repository';
import type { StoreClient } from '../../adapters/store-client';
import type { Exercise } from '@wsms/contracts';

export interface DigitalProductDeps {
  products: DigitalProductRepository;
  programs: WorkoutProgramRepository;
  pdfFiles: PdfFileRepository;
  store: StoreClient;
}

// What only buyers may have: the video link, the stored PDF and the program's exercises.
const privateContentKeys = ['youtubeUrl', 'pdfPath', 'exercises'];

/** The shop's view: everything but the content buyers pay for (admins see it all). */
export function publicView(product: DigitalProduct): DigitalProduct {
  const content = Object.fromEntries(Object.entries(product.content).filter(([key]) => !privateContentKeys.includes(key)));
  const exercises = product.content.exercises;
  return { ...product, content: Array.isArray(exercises) ? { ...content, exerciseCount: exercises.length } : content };
}

const notFoundError = () => notFound(m.notFound);

export function digitalProductUseCases(deps: DigitalProductDeps) {
  const { products, programs, pdfFiles, store } = deps;

  async function ensurePdfExists(content: Record<string, unknown>) {
    if (typeof content.pdfPath === 'string' && !(await pdfFiles.exists(content.pdfPath))) {
      throw badRequest(m.pdfFileNotFound, [{ path: 'content.pdfPath', message: m.pdfFileNotFound }]);
    }
  }

  /**
   * The shop listing of a product listed through the embedded store (variant `dp-{id}`) follows its
   * title, description and price, and is on sale only while the product is active. Done before the
   * product is saved: when the store cannot be reached, the change is refused and nothing is saved.
   * (Shopify listings are kept in Shopify's admin.)
   */
  async function syncStoreListing(existing: DigitalProduct, update: Partial<DigitalProductRecord>) {
    if (existing.storeVariantId !== `dp-${existing.id}`) return;
    if (![update.title, update.description, update.priceCents, update.isActive].some((value) => value !== undefined)) return;
    await store.createProduct({
      digitalProductId: existing.id,
      title: update.title ?? existing.title,
      description: update.description ?? existing.description,
      priceCents: update.priceCents ?? toCents(existing.price),
      type: existing.type,
      available: update.isActive ?? existing.isActive,
    });
  }

  /** The program its buyers see in My Programs and the tracker: one per workout_program product. */
  async function syncProgram(product: DigitalProduct, authorId: string) {
    if (product.type !== 'workout_program') return;
    const exercises = product.content.exercises as Exercise[];
    const [existing] = await programs.list({ digitalProductId: product.id });
    if (existing) {
      await programs.update(existing.id, { title: product.title, description: product.description, exercises });
      return;
    }
    await programs.insert({
      title: product.title,
      description: product.description,
      duration: programDefaults.duration,
      difficulty: programDefaults.difficulty,
      digitalProductId: product.id,
      instructorId: null,
      instructorName: null,
      userId: null,
      authorId,
      exercises,
    });
  }

  return {
    async list(isAdmin: boolean) {
      const list = await products.list({ includeInactive: isAdmin });
      return isAdmin ? list : list.map(publicView);
    },

    async create(identity: Identity, input: DigitalProductValues) {
      await ensurePdfExists(input.content);
      const { price, ...rest } = input;
      const product = await products.insert({ ...rest, priceCents: price, content: input.content as Record<string, unknown> });
      await syncProgram(product, identity.sub);
      return product;
    },

    async update(identity: Identity, id: string, changes: DigitalProductUpdate) {
      const existing = await products.findById(id);
      if (!existing) throw notFoundError();
      const update: Partial<DigitalProductRecord> = {};
      if (changes.title !== undefined) update.title = changes.title;
      if (changes.description !== undefined) update.description = changes.description;
      if (changes.isActive !== undefined) update.isActive = changes.isActive;
      if (changes.storeProductId !== undefined) update.storeProductId = changes.storeProductId;
      if (changes.storeVariantId !== undefined) update.storeVariantId = changes.storeVariantId;
      if (changes.price !== undefined) update.priceCents = changes.price;
      if (changes.content !== undefined) {
        const content = parseOrThrow(contentSchemaByType[existing.type], changes.content, 'Invalid body: content') as Record<string, unknown>;
        await ensurePdfExists(content);
        update.content = content;
      }
      await syncStoreListing(existing, update);
      const updated = await products.update(id, update);
      if (!updated) throw notFoundError();
      await syncProgram(updated, identity.sub);
      return updated;
    },

    /** Spec: POST /api/digital-products/create-{platform}; the page only warns when this fails. */
    async createStoreProduct(digitalProductId: string) {
      const product = await products.findById(digitalProductId);
      if (!product) throw notFoundError();
      if (product.storeProductId && product.storeVariantId) return { storeProductId: product.storeProductId, storeVariantId: product.storeVariantId };
      const priceCents = toCents(product.price);
      const created = await store.createProduct({ digitalProductId, title: product.title, description: product.description, priceCents, type: product.type, available: product.isActive });
      await products.update(digitalProductId, { storeProductId: created.storeProductId, storeVariantId: created.storeVariantId });
      return created;
    },
  };
}
export type DigitalProductUseCases = ReturnType<typeof digitalProductUseCases>;
