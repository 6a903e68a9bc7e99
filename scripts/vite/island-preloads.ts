import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * Writes into the preload module (src/load/preload.ts) which files each island needs: its own chunk
 * and every chunk it imports, less what the boot entry has loaded already. The runtime then fetches
 * the code of islands that wait for an interaction at idle, without running it (React stays unrun).
 *
 * It runs in generateBundle, when every file name is final. Changing the preload chunk's code there
 * leaves its hash as it was, which is sound: the list only names files whose names the entry's own
 * content (and so its hash chain) already depends on.
 */

const PLACEHOLDER = /(['"`])__ISLAND_PRELOADS__\1/;
const ISLAND_MODULE = /[\\/]islands[\\/]([^\\/]+)[\\/]index\.tsx?$/;

function isChunk(file: Rollup.OutputAsset | Rollup.OutputChunk): file is Rollup.OutputChunk {
  return file.type === 'chunk';
}

export function islandPreloads(): Plugin {
  return {
    name: 'shop-islands:island-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      const loadedByEntry = new Set(entry ? [entry.fileName, ...entry.imports] : []);
      const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName) || loadedByEntry.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const host = chunks.find((chunk) => PLACEHOLDER.test(chunk.code));
      if (!host) return;
      const files: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const island = chunk.facadeModuleId ? ISLAND_MODULE.exec(chunk.facadeModuleId)?.[1] : undefined;
        if (!island) continue;
        files[island] = [...closure(chunk.fileName)].map((file) => `./${path.posix.relative(path.posix.dirname(host.fileName), file)}`);
      }
      host.code = host.code.replace(PLACEHOLDER, JSON.stringify(JSON.stringify(files)));
    },
  };
}
