/**
 * Reads dist/.vite/manifest.json, again whenever the file changes (a rebuild while the server runs).
 * The file is looked at no more than once a second: a stat per page was a tenth of a listing's time
 * under load.
 */
const LOOK_EVERY_MS = 1000;
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ViteManifest } from '../views/bundle-tags.ts';

export function manifestReader(distDir: string): () => ViteManifest | undefined {
  const file = path.join(distDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: ViteManifest | undefined } | undefined;
  let lookedAt = -Infinity;
  return () => {
    const now = performance.now();
    if (cached && now - lookedAt < LOOK_EVERY_MS) return cached.manifest;
    lookedAt = now;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      cached = undefined;
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: parse(file) };
    return cached.manifest;
  };
}

function parse(file: string): ViteManifest | undefined {
  try {
    const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof manifest === 'object' && manifest !== null ? (manifest as ViteManifest) : undefined;
  } catch (error) {
    console.warn(`Vite-manifest onleesbaar (${file}): ${String(error)}`);
    return undefined;
  }
}
