import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { buildOpenApiDocument, documentedApi } from '@wsms/contracts/api';
import { renderDocsPage } from './render-docs-page';

// The page is plain HTML and one same-origin stylesheet: no script may run, whatever the document says.
const DOCS_CSP = "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** GET /api/openapi.json and a readable page at GET /api/docs, both built once from the contracts. */
export function docsRoutes() {
  const document = buildOpenApiDocument(documentedApi);
  const json = JSON.stringify(document);
  const page = renderDocsPage(document);
  const css = readFileSync(path.join(__dirname, 'docs.css'), 'utf8');
  const router = Router();
  router.get('/api/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/json').send(json);
  });
  router.get('/api/docs', (_req, res) => {
    res.set({ 'Content-Security-Policy': DOCS_CSP, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' }).type('html').send(page);
  });
  router.get('/api/docs/docs.css', (_req, res) => {
    res.set({ 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' }).type('css').send(css);
  });
  return router;
}
