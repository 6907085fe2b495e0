import { Router } from 'express';
import { digitalMessages as m, hasRole, PDF_MAX_BYTES } from '@wsms/contracts';
import { contentApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import type { DigitalProductUseCases } from '../../domain/digital/digital-products.use-case';
import type { DigitalPurchaseUseCases } from '../../domain/digital/digital-purchases.use-case';
import type { PdfUploadUseCase } from '../../domain/digital/upload-pdf.use-case';
import { readFileField } from './read-file-field';

const pdfField = { name: 'pdf', maxBytes: PDF_MAX_BYTES, missing: m.pdfMissing, tooLarge: m.pdfTooLarge };

export function digitalProductRoutes(deps: { products: DigitalProductUseCases; purchases: DigitalPurchaseUseCases; uploadPdf: PdfUploadUseCase }) {
  const { products, purchases, uploadPdf } = deps;
  const router = Router();
  route(router, contentApi.listDigitalProducts, ({ identity }) => products.list(hasRole(identity?.role, 'admin')));
  route(router, contentApi.createDigitalProduct, ({ identity, body }) => products.create(identity, body));
  // Declared before /:id so "create-shopify" and "pdf" are never taken for ids.
  route(router, contentApi.createStoreProduct, ({ body }) => products.createStoreProduct(body.digitalProductId));
  route(router, contentApi.uploadDigitalPdf, async ({ identity, req }) => uploadPdf(identity, await readFileField(req, pdfField)));
  route(router, contentApi.updateDigitalProduct, ({ identity, params, body }) => products.update(identity, params.id, body));
  route(router, contentApi.downloadDigitalPdf, async ({ identity, params, res }) => {
    const { bytes, filename } = await purchases.downloadPdf(identity, params.id);
    // Each copy is stamped for its reader: never cached, never shared.
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    return bytes;
  });
  route(router, contentApi.myDigitalContent, ({ identity, res }) => {
    res.set('Cache-Control', 'private, no-store');
    return purchases.myContent(identity);
  });
  route(router, contentApi.grantDigitalPurchase, ({ body }) => purchases.grant(body));
  return router;
}
