import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { islandPreloads } from './island-preloads.ts';

/**
 * A project of the bundle's shape in miniature: a registry part with one interaction island and one
 * idle one and the placeholder for its list, a preloader that reads it, and an entry that loads both.
 */
const project = mkdtempSync(path.join(tmpdir(), 'island-preloads-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

function write(file: string, code: string): void {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), code);
}

write('boot/registry/shop.ts', `export const registry = { islands: [
  { name: 'menu', load: 'interaction', module: () => import('../../islands/menu/index.ts') },
  { name: 'badge', load: 'idle', module: () => import('../../islands/badge/index.ts') },
], preloads: '__ISLAND_PRELOADS__' };`);
write('boot/load/cache.ts', `export const cache = new Map();`);
write('boot/load/preload.ts', `import { cache } from './cache.ts';
export const files = (registry) => cache.get(registry) ?? JSON.parse(registry.preloads);`);
write('boot/boot.ts', `import { registry } from './registry/shop.ts';
void Promise.all([import('./load/preload.ts').then((preload) => console.log(preload.files(registry))), ...registry.islands.map((island) => island.module().then(console.log))]);`);
write('islands/badge/index.ts', `export default 'badge';`);

async function chunksWithMenu(menuCode: string): Promise<Rollup.OutputChunk[]> {
  write('islands/menu/index.ts', menuCode);
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: project,
    plugins: [islandPreloads()],
    build: { write: false, rollupOptions: { input: path.join(project, 'boot/boot.ts') } },
  })) as Rollup.RollupOutput;
  return output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
}

/** The entry, which holds the registry part and so its list. */
const listChunk = (chunks: Rollup.OutputChunk[]) => chunks.find((chunk) => chunk.isEntry)!;
const preloaderChunk = (chunks: Rollup.OutputChunk[]) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith('preload.ts'))!;
const islandChunk = (chunks: Rollup.OutputChunk[], name: string) => chunks.find((chunk) => chunk.facadeModuleId?.includes(`/islands/${name}/`))!;

describe('the island preload list', () => {
  it('names the interaction islands’ final files only, in the registry’s chunk, which is renamed when one of them changes', async () => {
    const first = await chunksWithMenu(`import { cache } from '../../boot/load/cache.ts'; export default ['menu', cache];`);
    const second = await chunksWithMenu(`import { cache } from '../../boot/load/cache.ts'; export default ['menu, changed', cache];`);

    const menuFile = path.basename(islandChunk(first, 'menu').fileName);
    const list = (chunks: Rollup.OutputChunk[]) => /preloads: ?(["'`])(.*?)\1/.exec(listChunk(chunks).code)?.[2] ?? '';
    expect(list(first)).toContain(`./${menuFile}`);
    expect(list(first)).not.toContain('badge');
    // The preloader and its imports are running when it reads the list: never fetched again.
    const shared = first.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('cache.ts')))!;
    expect(islandChunk(first, 'menu').imports).toContain(shared.fileName);
    expect(list(first)).not.toContain(path.basename(shared.fileName));
    expect(list(first)).not.toContain(path.basename(preloaderChunk(first).fileName));
    expect(islandChunk(second, 'menu').fileName).not.toBe(islandChunk(first, 'menu').fileName);
    // A browser keeps hashed files: an unchanged name would keep serving the old list.
    expect(listChunk(second).fileName).not.toBe(listChunk(first).fileName);
    expect(list(second)).toContain(path.basename(islandChunk(second, 'menu').fileName));
  }, 60_000);
});
