import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { createChangedFileReader } from '../changed-file';

/** What a remote's page renderer (PAGE_RENDER_FILE, built by @wsms/build-config) exports. */
interface PageRenderModule {
  paths: string[];
  renderPage: (path: string) => Promise<{ html: string; css: string } | null>;
}

export interface RenderedPage {
  html: string;
  css: string;
}

/** Answers the renderer's reads: a path of this site's API (`/api/...`), read as a signed-out visitor. */
export type ApiFetch = (input: string) => Promise<Response>;

/** Where the renderer is: a file of a release the gateway serves itself, or a URL beside a remote hosted elsewhere. */
export type RendererSource = { file: string } | { url: string };

/** Where failures are told (the gateway's logger). */
export interface RendererLogger {
  warn: (details: { err: unknown; page?: string }, message: string) => void;
}

interface PageRendererOptions {
  source: RendererSource;
  fetchApi: ApiFetch;
  logger: RendererLogger;
  /** How long a render, its reads included, may delay a page's HTML; after that the page goes without. */
  timeoutMs?: number;
  /** How long one render of a page is reused (every visitor signed out sees the same). */
  reuseMs?: number;
  /** How long a renderer fetched from a URL is kept before it is fetched again. */
  codeTtlMs?: number;
  now?: () => number;
}

const PARAMS = ['exports', 'require', 'module', '__filename', '__dirname', 'fetch'];
const RENDERER_BUILTINS = new Set(['buffer', 'events', 'stream', 'string_decoder', 'util']);

/**
 * Evaluates a renderer bundle as a CommonJS module whose `fetch` is `fetchApi`: the api-client's reads
 * inside it (`fetch('/api/products')`) reach this site's API, and nothing else in the gateway sees it.
 */
function evaluate(code: string, filename: string, fetchApi: ApiFetch): PageRenderModule | null {
  const module = { exports: {} as Partial<PageRenderModule> };
  const fn = vm.compileFunction(code, PARAMS, { filename });
  const apiOnly = (input: unknown) => {
    const url = input instanceof URL ? input.href : String(input);
    if (!url.startsWith('/api/')) return Promise.reject(new Error(`page render may read the API only, not ${url}`));
    return fetchApi(url);
  };
  // React's server renderer needs a few of Node's own modules; nothing else may be required (no files,
  // no processes). This is not a sandbox: the renderer is our own release's code, trusted as its scripts are.
  const local = path.isAbsolute(filename) ? filename : path.join(process.cwd(), 'page-render.js');
  const nodeRequire = createRequire(local);
  const requireBuiltin = (id: string) => {
    if (!RENDERER_BUILTINS.has(id.replace(/^node:/, ''))) throw new Error(`page render may not require ${id}`);
    return nodeRequire(id) as unknown;
  };
  fn(module.exports, requireBuiltin, module, filename, path.dirname(local), apiOnly);
  const { paths, renderPage } = module.exports;
  return Array.isArray(paths) && typeof renderPage === 'function' ? { paths, renderPage } : null;
}

/**
 * A remote's page renderer: given a public page's path, its markup with its data and that markup's
 * CSS, for the page's first HTML. Missing renderer, a page it does not render, a failed read, a
 * failed render or one slower than `timeoutMs` all answer null: the page goes out without data, as
 * before. One render per page is shared by concurrent visitors and reused for `reuseMs`.
 */
export function createPageRenderer({ source, fetchApi, logger, timeoutMs = 400, reuseMs = 2000, codeTtlMs = 30000, now = Date.now }: PageRendererOptions) {
  // The file of a release (read again only when a release replaces it), or the URL's copy, kept codeTtlMs.
  const readFileModule = 'file' in source && source.file ? createChangedFileReader(source.file, (code) => evaluate(code, source.file, fetchApi)) : null;
  let fetched: { code: string; checkedAt: number; module: PageRenderModule | null } | null = null;
  const renders = new Map<string, { module: PageRenderModule; at: number; result: Promise<RenderedPage | null> }>();

  const load = async (): Promise<PageRenderModule | null> => {
    if ('file' in source) return readFileModule ? readFileModule() : null;
    if (fetched && now() - fetched.checkedAt < codeTtlMs) return fetched.module;
    // An unreachable renderer is asked for again only after codeTtlMs, like a missing one.
    const res = await fetch(source.url, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    if (!res?.ok) {
      await res?.body?.cancel();
      fetched = { code: '', checkedAt: now(), module: null };
      return null;
    }
    const code = await res.text();
    fetched = { code, checkedAt: now(), module: fetched?.code === code ? fetched.module : evaluate(code, source.url, fetchApi) };
    return fetched.module;
  };

  const current = async () => {
    try {
      return await load();
    } catch (error) {
      logger.warn({ err: error }, 'page renderer unavailable');
      return null;
    }
  };

  const renderOnce = async (module: PageRenderModule, pagePath: string): Promise<RenderedPage | null> => {
    try {
      const page = await module.renderPage(pagePath);
      return page && typeof page.html === 'string' && typeof page.css === 'string' ? { html: page.html, css: page.css } : null;
    } catch (error) {
      logger.warn({ err: error, page: pagePath }, 'page rendered without its data');
      return null;
    }
  };

  const renderNow = async (pagePath: string): Promise<RenderedPage | null> => {
    // Asked first: a render by a renderer a release has replaced is not reused.
    const module = await current();
    if (!module?.paths.includes(pagePath)) return null;
    let entry = renders.get(pagePath);
    if (!entry || entry.module !== module || now() - entry.at >= reuseMs) {
      entry = { module, at: now(), result: renderOnce(module, pagePath) };
      renders.set(pagePath, entry);
    }
    return entry.result;
  };

  return async (pagePath: string): Promise<RenderedPage | null> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    try {
      return await Promise.race([renderNow(pagePath), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
