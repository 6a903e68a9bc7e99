import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes into each registry part (boot/registry/*.ts) which files each of its islands that wait for an
 * interaction needs: its own chunk and every chunk it imports, less what is running already (the entries
 * with their imports and the chunk of the preloader, boot/load/preload.ts, that reads the list). The
 * runtime then fetches that code at idle, without running it (React stays unrun). Only those islands
 * are listed, as the registry says (read from its syntax tree while it is transformed), each in the
 * entry of its own part: a classic theme's page carries no list of the Rehub theme's islands.
 *
 * It runs in renderChunk, where the other chunks' file names still carry hash placeholders: written into
 * the code, they are replaced with the final names, and the hash of the chunk holding the list follows
 * theirs. So when an island's code (and file name) changes, so does that chunk's name, and a browser
 * that keeps hashed files for a year never reads an old list naming files a deploy removed.
 */

const PLACEHOLDER = /(['"`])__ISLAND_PRELOADS__\1/;
const ISLAND_MODULE = /[\\/]islands[\\/]([^\\/]+)[\\/]index\.tsx?$/;
/** The registry's parts (boot/registry/*.ts), each holding the placeholder. */
const REGISTRY_MODULE = /[\\/]boot[\\/]registry[\\/][a-z-]+\.ts$/;
const PRELOADER_MODULE = /[\\/]boot[\\/]load[\\/]preload\.ts$/;

/** A string-valued property of an object literal in the syntax tree, if it has one. */
function stringProperty(node: Record<string, unknown>, key: string): string | undefined {
  const properties = Array.isArray(node.properties) ? (node.properties as Array<Record<string, unknown>>) : [];
  const property = properties.find((candidate) => (candidate.key as { name?: string } | undefined)?.name === key);
  const value = property?.value as { type?: string; value?: unknown } | undefined;
  return value?.type === 'Literal' && typeof value.value === 'string' ? value.value : undefined;
}

/** The names of the registry's entries whose `load` is `'interaction'`. */
function interactionIslands(program: unknown): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    const name = record.type === 'ObjectExpression' ? stringProperty(record, 'name') : undefined;
    if (name && stringProperty(record, 'load') === 'interaction') names.add(name);
    Object.values(record).forEach(visit);
  };
  visit(program);
  return names;
}

export function islandPreloads(): Plugin {
  /** By registry module: its interaction islands. */
  const preloadedBy = new Map<string, Set<string>>();
  return {
    name: 'shop-islands:island-preloads',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (REGISTRY_MODULE.test(id)) preloadedBy.set(id, interactionIslands(this.parse(code)));
      return null;
    },
    renderChunk(code, chunk, _options, { chunks: chunksByName }) {
      if (!PLACEHOLDER.test(code)) return null;
      const preloaded = new Set(chunk.moduleIds.flatMap((id) => [...(preloadedBy.get(id) ?? [])]));
      if (preloaded.size === 0) this.error(`${chunk.fileName} holds the preload placeholder but no registry part with an island that loads on interaction`);
      const chunks = Object.values(chunksByName);
      const byFile = new Map(chunks.map((candidate) => [candidate.fileName, candidate]));
      // What is running already when the list is read: an entry with its imports (each entry has the
      // same: the mount), the chunk holding the list, and the preloader's with its imports.
      const entries = chunks.filter((candidate) => candidate.isEntry);
      const preloader = chunks.filter((candidate) => candidate.moduleIds.some((id) => PRELOADER_MODULE.test(id)));
      const loaded = new Set([chunk.fileName, ...[...entries, ...preloader].flatMap((running) => [running.fileName, ...running.imports])]);
      const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName) || loaded.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const files: Record<string, string[]> = {};
      for (const candidate of chunks) {
        const island = candidate.facadeModuleId ? ISLAND_MODULE.exec(candidate.facadeModuleId)?.[1] : undefined;
        if (!island || !preloaded.has(island)) continue;
        files[island] = [...closure(candidate.fileName)].map((file) => `./${path.posix.relative(path.posix.dirname(chunk.fileName), file)}`);
      }
      return code.replace(PLACEHOLDER, JSON.stringify(JSON.stringify(files)));
    },
  };
}
