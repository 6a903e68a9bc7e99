/** Reads dist/.vite/manifest.json, again whenever the file changes (a rebuild while the server runs). */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ViteManifest } from '../views/bundle-tags.ts';

export function manifestReader(distDir: string): () => ViteManifest | undefined {
  const file = path.join(distDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: ViteManifest | undefined } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
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
