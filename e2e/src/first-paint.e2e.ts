import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { signInContext } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Every response the page received, and every console error it logged. */
function watch(page: Page) {
  const responses: Array<{ path: string; status: number }> = [];
  const consoleErrors: string[] = [];
  page.on('response', (r) => responses.push({ path: new URL(r.url()).pathname, status: r.status() }));
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  return { responses, consoleErrors };
}

describe('first paint in one round trip', () => {
  it('When the first HTML of / is fetched signed out, then it carries user null, the remote manifest and a preload of the public remote', async () => {
    const res = await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } });
    const html = await res.text();

    const json = /<script type="application\/json" id="wsms-bootstrap">([^<]*)<\/script>/.exec(html)?.[1];
    const bootstrap = JSON.parse(json ?? 'null') as { user: unknown; remotes: { remotes: Array<{ key: string; routes?: unknown[] }> } };
    expect(bootstrap.user).toBeNull();
    expect(bootstrap.remotes.remotes.find((r) => r.key === 'public')?.routes?.length).toBeGreaterThan(0);
    expect(html).toMatch(/<link rel="preload" as="script" href="[^"]*\/mfe\/public\/remoteEntry\.js" fetchpriority="low">/);
    // The shell's entry is preloaded (at low priority: the snapshot is the first paint, it needs no script)
    // and run by the start script after that paint.
    expect(html).toMatch(/<link as="script" data-wsms-entry fetchpriority="low" href="\/main\.[0-9a-f]+\.js" rel="preload">/);
    expect(html.match(/<script\b[^>]*\bsrc=/g)).toHaveLength(1);
    expect(html).toMatch(/<script defer src="\/start\.[0-9a-f]+\.js"><\/script>/);
    expect(res.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('When a signed-out visitor opens /, then no request answers 401, neither /api/auth/me nor /remotes.json is asked, and the console has no errors', async () => {
    const { page, errors } = await newPage(browser, { viewport: { width: 1280, height: 720 } });
    const { responses, consoleErrors } = watch(page);

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Where Science Meets Sport' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(responses.filter((r) => r.status === 401)).toEqual([]);
    expect(responses.map((r) => r.path)).not.toContain('/api/auth/me');
    expect(responses.map((r) => r.path)).not.toContain('/remotes.json');
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('When a signed-in client opens /, then the navigation shows them at once without asking /api/auth/me', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 720 } });
    await signInContext(context, 'client', 'client123');
    const { responses, consoleErrors } = watch(page);

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Where Science Meets Sport' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(await page.getByText('(user)').count()).toBeGreaterThan(0);
    expect(responses.map((r) => r.path)).not.toContain('/api/auth/me');
    expect(responses.filter((r) => r.status >= 400)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('When a signed-out visitor opens /team, /shop, /private-classes or submits the empty login form, then the browser reports no issue (CSP included) and the console no error', async () => {
    for (const pathname of ['/team', '/shop', '/private-classes', '/login']) {
      const { page, errors } = await newPage(browser, { viewport: { width: 1280, height: 720 } });
      const { consoleErrors } = watch(page);
      const cdp = await page.context().newCDPSession(page);
      const issues: string[] = [];
      cdp.on('Audits.issueAdded', (event) => issues.push(JSON.stringify(event.issue)));
      await cdp.send('Audits.enable');

      await page.goto(pathname);
      await page.waitForLoadState('networkidle');
      // The login form checks its fields with zod in the browser: the first parse is where zod probes for eval.
      if (pathname === '/login') {
        await page.locator('form button[type="submit"]').first().click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
      }

      expect({ pathname, issues, consoleErrors, errors }).toEqual({ pathname, issues: [], consoleErrors: [], errors: [] });
      await page.context().close();
    }
  });

  it.each([
    // The demo staff have no photos: /team has no first image to preload.
    ['/team', '**/api/staff', 'Loading team members...', 0],
    ['/shop', '**/api/products', 'Loading products...', 2],
    ['/private-classes', '**/api/instructors', 'Loading instructors...', 1],
  ])('When a visitor opens %s, then its HTML preloads the shell chunks, the page scripts and its first images, each fetched once, and while its list is held the page shows its loading state', async (pathname, api, loading, firstImages) => {
    const { page, errors } = await newPage(browser, { viewport: { width: 1280, height: 720 } });
    const fetched = new Map<string, number>();
    const warnings: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      fetched.set(url.pathname + url.search, (fetched.get(url.pathname + url.search) ?? 0) + 1);
    });
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    // The list's request is held until the loading text has been seen: it is asked for only once the page runs.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(api, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto(pathname);
    await page.getByText(loading).waitFor();
    release();
    await page.waitForLoadState('networkidle');
    // Chromium warns about a preload left unused a few seconds after load.
    await page.waitForTimeout(3500);

    const hints = await page.$$eval('link[rel="preload"]', (links) =>
      links.map((l) => ({ as: l.getAttribute('as'), href: new URL((l as HTMLLinkElement).href).pathname })),
    );
    const scripts = hints.filter((h) => h.as === 'script').map((h) => h.href);
    // Besides scripts, only the first screen's images the page rendered with its data (no API read).
    const images = hints.filter((h) => h.as === 'image').map((h) => h.href);
    expect(hints.filter((h) => h.as !== 'script' && h.as !== 'image')).toEqual([]);
    expect(images).toHaveLength(firstImages);
    for (const href of images) expect(href).toMatch(/^\/(?:uploads\/|api\/products\/[0-9a-f]{24}\/image$)/);
    expect(scripts.some((href) => /^\/\d+\.[0-9a-f]+\.js$/.test(href))).toBe(true); // the shell's own chunks
    expect(scripts).toContain('/mfe/public/remoteEntry.js');
    expect(scripts.filter((href) => href.startsWith('/mfe/public/')).length).toBeGreaterThanOrEqual(3); // entry, app and page chunks
    for (const href of scripts) expect({ href, times: fetched.get(href) }).toEqual({ href, times: 1 });
    // The shell's entry: preloaded, or (with first-screen images) asked for by the start script; once either way.
    const entry = await page.$eval('link[data-wsms-entry]', (l) => new URL((l as HTMLLinkElement).href).pathname);
    expect({ entry, times: fetched.get(entry) }).toEqual({ entry, times: 1 });
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['/private-classes', '**/api/instructors', 'Why Private Training?'],
    ['/team', '**/api/staff', null],
    ['/shop', '**/api/products', null],
  ])('When %s opens on a phone and its list arrives late, then nothing on the first screen is pushed (layout shift under 0.1)', async (pathname, api, below) => {
    const { page, errors } = await newPage(browser, { viewport: { width: 412, height: 823 } });
    await page.route(api, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    await page.goto(pathname);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);

    if (below) expect(await page.getByRole('heading', { name: below }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('When the first HTML of /shop is fetched signed out, then it carries the page\'s snapshot with its products, inert and hidden from assistive technology', async () => {
    const html = await (await fetch(`${baseUrl()}/shop`, { headers: { accept: 'text/html' } })).text();

    const snapshot = /<div id="wsms-prerender" inert aria-hidden="true" data-with-data>(.*?)<\/div><div id="root" hidden><\/div>/s.exec(html)?.[1] ?? '';
    expect(snapshot).toMatch(/<h1[^>]*>Shop<\/h1>/);
    expect(snapshot).toContain('Performance Training Tee');
    expect(snapshot).toContain('Buy Now');
    expect(snapshot).not.toContain('Loading products...');
    // Nothing in it can be found by a field's label, id or name.
    expect(snapshot).not.toMatch(/<label|\sfor="|aria-labelledby=/);
    expect(html).toContain('<title>Shop | Where Science Meets Sport</title>');
    expect(html).toMatch(/<style id="wsms-prerender-style">[^<]+<\/style>/);
  });

  it('When a signed-in client fetches /shop, then there is no snapshot (it would show the signed-out header)', async () => {
    const { page, context } = await newPage(browser);
    await signInContext(context, 'client', 'client123');
    const html = await (await page.request.get('/shop', { headers: { accept: 'text/html' } })).text();

    expect(html).not.toContain('wsms-prerender');
    expect(html).toContain('<div id="root"></div>');
    await context.close();
  });

  it('When the scripts have not run yet, then the first paint already shows the page: its heading and text are on screen', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await page.route('**/*.js', (route) => route.abort());

    await page.goto('/team');

    expect(await page.locator('#wsms-prerender h1').first().textContent()).toBe('Meet Our Team');
    expect(await page.locator('#wsms-prerender h1').first().isVisible()).toBe(true);
    // The gateway rendered the staff list into it: the first screen is the page itself, not its loading state.
    expect(await page.locator('#wsms-prerender').getByText('Dr. Rachel Kim').first().isVisible()).toBe(true);
    expect(await page.locator('#wsms-prerender').getByText('Loading team members...').count()).toBe(0);
    await context.close();
  });

  it('When a prerendered page opens, then the shell\'s entry is started only once its first contentful paint and its first-screen images have been presented', async () => {
    const { page, errors } = await newPage(browser, { viewport: { width: 412, height: 823 } });
    await page.addInitScript(() => {
      const w = window as unknown as { paintedWhenStarted?: boolean; imagesOnScreen: number; imagesWhenStarted?: number };
      w.imagesOnScreen = 0;
      // Element timing reports an image once it is on screen (the gateway names the first-screen ones).
      new PerformanceObserver((list) => {
        w.imagesOnScreen += list.getEntries().filter((e) => (e as PerformanceEntry & { identifier: string }).identifier === 'wsms-first-screen').length;
      }).observe({ type: 'element', buffered: true });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            // The paint timing entry exists once the frame has been presented, not when it has only been drawn.
            if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src)) {
              w.paintedWhenStarted ??= performance.getEntriesByName('first-contentful-paint').length > 0;
              w.imagesWhenStarted ??= w.imagesOnScreen;
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });

    await page.goto('/shop');
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await page.locator('#root:not([hidden])').waitFor();

    expect(await page.evaluate(() => (window as unknown as { paintedWhenStarted?: boolean }).paintedWhenStarted)).toBe(true);
    // The first two products' images, marked fetchpriority="high".
    expect(await page.evaluate(() => (window as unknown as { imagesWhenStarted?: number }).imagesWhenStarted)).toBe(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('When the live page is ready, then it has taken the snapshot\'s place: one heading all along, #root shown, no console errors', async () => {
    const { page, errors } = await newPage(browser, { viewport: { width: 1280, height: 720 } });
    const { consoleErrors } = watch(page);
    await page.addInitScript(() => {
      const w = window as unknown as { mostHeadings: number };
      w.mostHeadings = 0;
      new MutationObserver(() => {
        w.mostHeadings = Math.max(w.mostHeadings, document.querySelectorAll('h1').length);
      }).observe(document, { childList: true, subtree: true });
    });

    await page.goto('/private-classes');
    await page.getByRole('heading', { level: 1, name: 'Private Classes' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(await page.locator('#wsms-prerender, #wsms-prerender-style').count()).toBe(0);
    expect(await page.locator('#root').isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { mostHeadings: number }).mostHeadings)).toBe(1);
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('When a signed-out visitor opens /private-classes, then the scripts its HTML preloads carry no zod and no package or waitlist code, and the packages code is fetched only after the first paint', async () => {
    // What only signed-in or booking visitors need (issue 38): packages (with the zod schemas their price
    // rules bring) and the waitlist. Markers: zod's internals, and a text of each part.
    const later = [/\b_zod\b/, /Buy sessions in a pack/, /Times taken\?/];
    const html = await (await fetch(`${baseUrl()}/private-classes`, { headers: { accept: 'text/html' } })).text();
    const preloaded = [...html.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => /\bas="script"/.test(tag) && /\brel="preload"/.test(tag))
      .map((tag) => /\bhref="([^"]+)"/.exec(tag)![1]!);
    expect(preloaded.filter((href) => href.startsWith('/mfe/public/')).length).toBeGreaterThanOrEqual(3);
    let gzipped = 0;
    for (const href of preloaded) {
      const code = await (await fetch(new URL(href, baseUrl()))).text();
      gzipped += gzipSync(code, { level: 9 }).length;
      for (const marker of later) expect({ href, carries: marker.test(code) ? String(marker) : null }).toEqual({ href, carries: null });
    }
    expect(gzipped).toBeGreaterThan(0);

    const { page, errors } = await newPage(browser, { viewport: { width: 412, height: 823 } });
    const packagesCode = new Promise<string>((resolve) => {
      page.on('response', async (response) => {
        if (!/\.js$/.test(new URL(response.url()).pathname)) return;
        const body = await response.text().catch(() => '');
        if (body.includes('Buy sessions in a pack')) resolve(response.url());
      });
    });
    await page.goto('/private-classes');
    await page.getByRole('heading', { name: 'Our Instructors' }).waitFor();
    // Packages come when their place nears the screen: scrolled down to them.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const url = await packagesCode;
    const [paint, fetchedAt] = await page.evaluate((src) => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      performance.getEntriesByName(src)[0]?.startTime ?? null,
    ], url);
    expect(paint).not.toBeNull();
    expect(fetchedAt).not.toBeNull();
    expect(fetchedAt!).toBeGreaterThan(paint!);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('When /private-classes shows its instructors and calendar, then Intl was asked only about the business\'s zone, a few times, never for the 42 date labels (the first call loads ICU data: tens of ms on a phone)', async () => {
    const { page, errors } = await newPage(browser, { viewport: { width: 412, height: 823 } });
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { intlCalls: string[] }).intlCalls = calls;
      for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat'] as const) {
        const real = Intl[name];
        const called = (args: unknown[]) => calls.push(`${name} ${(args[1] as { timeZone?: string } | undefined)?.timeZone ?? '(no zone)'}`);
        Object.defineProperty(Intl, name, { value: new Proxy(real, { construct: (target, args) => (called(args), Reflect.construct(target, args)), apply: (target, self, args) => (called(args), Reflect.apply(target, self, args)) }) });
      }
      for (const [proto, method] of [[Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleString'], [Number.prototype, 'toLocaleString']] as const) {
        const real = (proto as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!;
        (proto as unknown as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
          calls.push(method);
          return real.apply(this, args);
        };
      }
    });
    await page.goto('/private-classes');
    await page.getByRole('heading', { name: 'Our Instructors' }).waitFor();
    await page.getByRole('grid').waitFor();
    await page.getByText(/^Times are E[SD]T \(America\/New_York\)/).waitFor();
    // The date library (luxon) reads today's date and EST/EDT from the runtime's zone data, once each;
    // the calendar's month, weekday and date labels are written from its English tables.
    const calls = await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.length).toBeLessThanOrEqual(3);
    expect(new Set(calls)).toEqual(new Set(['DateTimeFormat America/New_York']));
    // The counter itself works: a call made now is seen.
    expect(await page.evaluate(() => (new Intl.DateTimeFormat('en-US'), (window as unknown as { intlCalls: string[] }).intlCalls.at(-1)))).toBe('DateTimeFormat (no zone)');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
