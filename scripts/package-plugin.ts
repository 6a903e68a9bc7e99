/**
 * `npm run package`: the installable WordPress plugin, `shop-islands.zip`, with the built bundle inside
 * (wordpress/shop-islands/ plus dist/ as shop-islands/dist/). Run after `vite build`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'shop-islands.zip');

/** Every file below `dir`, as zip paths under `prefix`, dotfolders included (dist/.vite holds the manifest). */
function addFolder(files: Zippable, dir: string, prefix: string): void {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) addFolder(files, full, `${prefix}${name}/`);
    else files[`${prefix}${name}`] = readFileSync(full);
  }
}

const dist = path.join(ROOT, 'dist');
try {
  statSync(path.join(dist, '.vite', 'manifest.json'));
} catch {
  throw new Error('dist/ has no manifest: run `vite build` first (npm run package does)');
}
const files: Zippable = {};
addFolder(files, path.join(ROOT, 'wordpress', 'shop-islands'), 'shop-islands/');
addFolder(files, dist, 'shop-islands/dist/');
writeFileSync(OUT, zipSync(files, { level: 9 }));
console.log(`${path.relative(ROOT, OUT)}: ${Object.keys(files).length} files, ${(statSync(OUT).size / 1024).toFixed(1)} KB`);
