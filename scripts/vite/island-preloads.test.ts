import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { islandPreloads } from './island-preloads.ts';

/**
 * A project of the bundle's shape in miniature: a registry with one interaction island and one idle
 * one, the preload module with its placeholder, and an entry that loads both.
 */
const project = mkdtempSync(path.join(tmpdir(), 'island-preloads-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

function write(file: string, code: string): void {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), code);
}

write('src/registry.ts', `export const registry = { islands: [
  { name: 'menu', load: 'interaction', module: () => import('../islands/menu/index.ts') },
  { name: 'badge', load: 'idle', module: () => import('../islands/badge/index.ts') },
] };`);
write('src/load/preload.ts', `export const files = () => JSON.parse('__ISLAND_PRELOADS__');`);
write('src/boot.ts', `import { registry } from './registry.ts';
void Promise.all([import('./load/preload.ts').then((preload) => console.log(preload.files())), ...registry.islands.map((island) => island.module().then(console.log))]);`);
write('islands/badge/index.ts', `export default 'badge';`);

async function chunksWithMenu(menuCode: string): Promise<Rollup.OutputChunk[]> {
  write('islands/menu/index.ts', menuCode);
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: project,
    plugins: [islandPreloads()],
    build: { write: false, rollupOptions: { input: path.join(project, 'src/boot.ts') } },
  })) as Rollup.RollupOutput;
  return output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
}

const preloadChunk = (chunks: Rollup.OutputChunk[]) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith('preload.ts'))!;
const islandChunk = (chunks: Rollup.OutputChunk[], name: string) => chunks.find((chunk) => chunk.facadeModuleId?.includes(`/islands/${name}/`))!;

describe('the island preload list', () => {
  it('names the interaction islands’ final files only, and the preload file is renamed when one of them changes', async () => {
    const first = await chunksWithMenu(`export default 'menu';`);
    const second = await chunksWithMenu(`export default 'menu, changed';`);

    const menuFile = path.basename(islandChunk(first, 'menu').fileName);
    expect(preloadChunk(first).code).toContain(`./${menuFile}`);
    expect(preloadChunk(first).code).not.toContain('badge');
    expect(islandChunk(second, 'menu').fileName).not.toBe(islandChunk(first, 'menu').fileName);
    // A browser keeps hashed files: an unchanged name would keep serving the old list.
    expect(preloadChunk(second).fileName).not.toBe(preloadChunk(first).fileName);
    expect(preloadChunk(second).code).toContain(path.basename(islandChunk(second, 'menu').fileName));
  }, 60_000);
});
