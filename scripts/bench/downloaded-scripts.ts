import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** One script the page downloaded: its address, its size gzipped (as a production server sends it), and whether it came before `load`. */
export interface ScriptDownload {
  url: string;
  gzip: number;
  beforeLoad: boolean;
}

/**
 * Records every script `page` downloads from now on (call before `goto`). A blob: script (WordPress's
 * emoji test runs one in a worker, made from the page's inline code) is no download, and Chromium
 * reports it in some runs and not in others, so it is left out.
 */
export function recordScripts(page: Page): () => ScriptDownload[] {
  const scripts: ScriptDownload[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().startsWith('http')) return;
    const beforeLoad = !loaded;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length, beforeLoad });
  });
  return () => [...scripts];
}

/** The bytes of `scripts`: all, those before `load`, and React's (the bundle preloads it at idle). */
export function scriptBytes(scripts: ScriptDownload[]): { all: number; beforeLoad: number; react: number } {
  const sum = (list: ScriptDownload[]) => list.reduce((total, script) => total + script.gzip, 0);
  return {
    all: sum(scripts),
    beforeLoad: sum(scripts.filter((script) => script.beforeLoad)),
    react: sum(scripts.filter((script) => /\/assets\/react-[\w-]+\.js$/.test(script.url))),
  };
}
