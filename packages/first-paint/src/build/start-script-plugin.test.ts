/** @jest-environment jsdom */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ENTRY_ATTRIBUTE, FIRST_SCREEN_IMAGE_TIMING, PRERENDER_ELEMENT_ID } from '../names';

// rspack is an ES module, which jest's module sandbox cannot load: the build runs in a plain Node child.
const compileInChild = `
  const { rspack } = require('@rspack/core');
  const { compileStartScript } = require(${JSON.stringify(path.join(__dirname, 'start-script-plugin.cjs'))});
  const rule = { test: /\\.ts$/, loader: 'builtin:swc-loader', type: 'javascript/auto', options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets: 'chrome >= 100' } } };
  compileStartScript(rspack, { rule }).then((code) => process.stdout.write(code), (error) => { console.error(error); process.exit(1); });
`;

let code = '';
beforeAll(() => {
  const run = spawnSync(process.execPath, ['-e', compileInChild], { cwd: __dirname, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  code = run.stdout;
}, 60000);

/** Runs the built script on this (jsdom) page, as the browser runs the page's one script tag. */
const runOnPage = () => new Function(code)();

describe('the start script as the build emits it', () => {
  beforeEach(() => {
    document.head.innerHTML = `<link rel="preload" as="script" ${ENTRY_ATTRIBUTE} href="/main.1a.js">`;
    document.body.innerHTML = '<div id="root"></div>';
  });

  it('When the build compiles it, then it is one small minified script, no module, with the names of names.ts in it', () => {
    expect(code.length).toBeGreaterThan(200);
    expect(code.length).toBeLessThan(1500);
    expect(code.trim().split('\n')).toHaveLength(1);
    expect(code).not.toMatch(/\b(?:import|export)\b|require\(/);
    for (const name of [ENTRY_ATTRIBUTE, PRERENDER_ELEMENT_ID, FIRST_SCREEN_IMAGE_TIMING]) expect(code).toContain(name);
  });

  it('When it runs in a hidden tab, then it runs the entry the page names at once', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      runOnPage();

      expect([...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual(['http://localhost/main.1a.js']);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  });

  it('When it runs on a page without a snapshot, then it runs the entry after the next frame', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    try {
      runOnPage();
      expect(document.head.querySelector('script')).toBeNull();
      // A frame, then a task: on a loaded machine a fixed sleep can end before jsdom's frame timer has run, so wait for the task.
      const started = Date.now();
      while (!document.head.querySelector('script') && Date.now() - started < 5000) await new Promise((resolve) => setTimeout(resolve, 20));

      expect(document.head.querySelector('script')?.getAttribute('src')).toBe('http://localhost/main.1a.js');
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  });
});
