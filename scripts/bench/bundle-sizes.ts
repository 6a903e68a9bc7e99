import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Vite's manifest, the part the bench reads. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export function gzipBytes(distDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

export interface ChunkSize {
  label: string;
  file: string;
  gzip: number;
}

/** The boot entry, the React chunk, then each island, page service and other lazy chunk, with their gzipped sizes. */
export function chunkSizes(distDir: string): ChunkSize[] {
  const manifest = readManifest(distDir);
  const rows: ChunkSize[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    let label: string;
    if (chunk.isEntry) label = `boot entry (${key})`;
    else if (chunk.name === 'react') label = 'React chunk (react, react-dom, signals-react)';
    else if (key.startsWith('islands/')) label = `island ${key.split('/')[1]}`;
    else if (key.startsWith('services/')) label = `service ${key.split('/')[1]}`;
    else label = `lazy chunk ${chunk.name ?? key}`;
    rows.push({ label, file: chunk.file, gzip: gzipBytes(distDir, chunk.file) });
  }
  const kinds = ['boot', 'React', 'island', 'service', 'lazy'];
  const order = (row: ChunkSize) => kinds.findIndex((kind) => row.label.startsWith(kind));
  return rows.sort((a, b) => order(a) - order(b) || a.label.localeCompare(b.label));
}
