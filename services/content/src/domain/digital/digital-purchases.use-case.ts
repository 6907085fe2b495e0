import {
  digitalMessages as m,
  hasRole,
  youtubeEmbedUrl,
  youtubeVideoId,
  type DigitalProduct,
  type DigitalPurchase,
  type GrantPurchase,
  type Identity,
  type OwnedDigitalContent,
} from '@wsms/contracts';
import { forbidden, notFound } from '@wsms/service-kit';
import type { DigitalProductRepository } from '../../data-access/digital/digital-product-repository';
import type { DigitalPurchaseRepository } from '../../data-access/digital/digital-purchase-repository';
import type { PdfFileRepository } from '../../data-access/digital/pdf-file-repository';
import { stampPdf } from './stamp-pdf';

export interface DigitalPurchaseDeps {
  products: DigitalProductRepository;
  purchases: DigitalPurchaseRepository;
  pdfFiles: PdfFileRepository;
}

type Chapter = OwnedDigitalContent['product']['chapters'][number];
type Section = OwnedDigitalContent['product']['sections'][number];

function openable(product: DigitalProduct): OwnedDigitalContent['product'] {
  const c = product.content;
  const videoId = product.type === 'video' && typeof c.youtubeUrl === 'string' ? youtubeVideoId(c.youtubeUrl) : null;
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    type: product.type,
    embedUrl: videoId ? youtubeEmbedUrl(videoId) : null,
    chapters: product.type === 'video' && Array.isArray(c.chapters) ? (c.chapters as Chapter[]) : [],
    pdfUrl: product.type === 'pdf' ? `/api/digital-products/${product.id}/pdf` : null,
    pages: product.type === 'pdf' && typeof c.pages === 'number' ? c.pages : null,
    sections: product.type === 'pdf' && Array.isArray(c.sections) ? (c.sections as Section[]) : [],
  };
}

export function digitalPurchaseUseCases(deps: DigitalPurchaseDeps) {
  const { products, purchases, pdfFiles } = deps;
  return {
    /** One purchase per order line, whichever store reported it and however often. */
    async grant(input: GrantPurchase): Promise<DigitalPurchase> {
      const product = await products.findByStoreVariant(input.storeVariantId);
      if (!product) throw notFound(m.notFound);
      return purchases.recordOnce({ userId: input.userId, email: input.email, digitalProductId: product.id, storeOrderId: input.storeOrderId, storeLineId: input.storeLineId });
    },

    async myContent(identity: Identity): Promise<OwnedDigitalContent[]> {
      const owned = await purchases.listGranted(identity.sub);
      const byId = new Map((await products.findByIds([...new Set(owned.map((p) => p.digitalProductId))])).map((p) => [p.id, p]));
      const seen = new Set<string>();
      return owned.flatMap((purchase) => {
        const product = byId.get(purchase.digitalProductId);
        if (!product || seen.has(product.id)) return [];
        seen.add(product.id);
        return [{ purchase, product: openable(product) }];
      });
    },

    /** Buyers get their stamped copy; admins a copy stamped with their own e-mail. Anyone else: 403. */
    async downloadPdf(identity: Identity, productId: string) {
      const product = await products.findById(productId);
      if (!product || product.type !== 'pdf' || typeof product.content.pdfPath !== 'string') throw notFound(m.notFound);
      const purchase = await purchases.findGranted(identity.sub, product.id);
      if (!purchase && !hasRole(identity.role, 'admin')) throw forbidden(m.notBought);
      const bytes = await pdfFiles.read(product.content.pdfPath);
      if (!bytes) throw notFound(m.notFound);
      const stamp = purchase ? purchase.watermarkData : { email: identity.email, purchaseId: 'admin-preview' };
      return { bytes: await stampPdf(bytes, stamp), filename: `${product.title.replace(/[^A-Za-z0-9 _-]/g, '').trim() || 'document'}.pdf` };
    },
  };
}
export type DigitalPurchaseUseCases = ReturnType<typeof digitalPurchaseUseCases>;
