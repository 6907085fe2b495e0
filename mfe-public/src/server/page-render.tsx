import { instructorsQueryOptions, staffQueryOptions } from '@wsms/api-client/catalog';
import { createQueryClient } from '@wsms/api-client/session';
import { productsQueryOptions } from '@wsms/api-client/store';
import { theme } from '@wsms/ui/theme';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import PrivateClassesPage from '../features/booking/private-classes-page';
import ShopPage from '../pages/shop-page';
import TeamPage from '../pages/team-page';

/**
 * The public pages whose first screen is a list read from the API, with the reads that list needs.
 * The gateway renders them with their data into the page's first HTML (a snapshot that only paints);
 * the live page in the browser still reads its list itself.
 */
const PAGES: Record<string, { Page: ComponentType; load: (client: QueryClient) => Promise<unknown> }> = {
  '/shop': { Page: ShopPage, load: (client) => client.fetchQuery(productsQueryOptions()) },
  '/team': { Page: TeamPage, load: (client) => client.fetchQuery(staffQueryOptions()) },
  '/private-classes': { Page: PrivateClassesPage, load: (client) => client.fetchQuery(instructorsQueryOptions()) },
};

export const paths = Object.keys(PAGES);

export interface RenderedPage {
  /** The page's markup, as the shell's <main> holds it. */
  html: string;
  /** The CSS of that markup's styled components. */
  css: string;
}

const STYLE_ELEMENT = /<style[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Renders `path` with its data, or answers null when it is not one of these pages. Reads go through the
 * api-client's own query functions, so they ask `fetch` what the browser would ask (`/api/...`): the
 * gateway evaluates this bundle with a `fetch` of its own that answers those paths. A failed read throws.
 */
export async function renderPage(path: string): Promise<RenderedPage | null> {
  const entry = PAGES[path];
  if (!entry) return null;
  const client = createQueryClient();
  await entry.load(client);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <QueryClientProvider client={client}>
          <ThemeProvider theme={theme}>
            <MemoryRouter initialEntries={[path]}>
              <entry.Page />
            </MemoryRouter>
          </ThemeProvider>
        </QueryClientProvider>,
      ),
    );
    const css = [...sheet.getStyleTags().matchAll(STYLE_ELEMENT)].map((match) => match[1]).join('');
    return { html, css };
  } finally {
    sheet.seal();
    client.clear();
  }
}
