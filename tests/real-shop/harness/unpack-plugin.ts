/**
 * `tsx unpack-plugin.ts <zip> <folder>`: unpacks a plugin zip (`npm run package`'s shop-islands.zip)
 * into a folder, for the real-shop harness (shop.sh plugin install). fflate, which writes the zip,
 * reads it too, so the harness needs no unzip tool.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';

const [zip, folder] = process.argv.slice(2);
if (!zip || !folder) throw new Error('usage: tsx unpack-plugin.ts <zip> <folder>');
const root = path.resolve(folder);
for (const [name, bytes] of Object.entries(unzipSync(readFileSync(zip)))) {
  // A zip made by another tool lists its folders as entries of their own.
  if (name.endsWith('/')) continue;
  const target = path.resolve(root, name);
  if (!target.startsWith(root + path.sep)) throw new Error(`${zip}: ${name} would be written outside ${folder}`);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, bytes);
}
