import type { Plugin } from 'vite';

/**
 * Takes Vite's preload wrapper off every dynamic import. Vite wraps each `import()` in a helper that
 * preloads the imported chunk's dependencies and its split CSS, and puts that helper (about 0.7 KB
 * gzipped) into the boot entry, even with `build.modulePreload: false` (vitejs/vite#13952, #18551).
 * This bundle has no split CSS (components add their CSS themselves, src/dom/styles.ts) and fetches
 * what an interaction will need at idle (boot/load/preload.ts), so the wrapper does nothing for it.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'shop-islands:no-preload-helper',
    apply: 'build',
    configResolved(config) {
      const plugins = config.plugins as Plugin[];
      const index = plugins.findIndex((plugin) => plugin.name === 'native:import-analysis-build');
      if (index < 0) throw new Error('Vite no longer has native:import-analysis-build: check scripts/vite/no-preload-helper.ts');
      plugins.splice(index, 1);
    },
  };
}
