/** The tags that load our bundle, from the Vite manifest: modulepreload for the entry's static imports, then the entry. */
import { html, type SafeHtml } from './html.ts';

export const BUNDLE_BASE = '/wp-content/plugins/shop-islands/dist/';
/**
 * The bundle's entries (the WordPress plugin picks one per shop): every island, or only those for
 * WooCommerce's and WordPress's own markup, as on a classic theme.
 */
export const BUNDLE_ENTRIES = { all: 'boot/boot.ts', woocommerce: 'boot/boot-woocommerce.ts' } as const;
export type BundleEntry = keyof typeof BUNDLE_ENTRIES;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** Nothing when there is no manifest (yet): the page still works, without islands. */
export function bundleTags(manifest: ViteManifest | undefined, which: BundleEntry = 'all'): SafeHtml {
  const entry = manifest?.[BUNDLE_ENTRIES[which]];
  if (!manifest || !entry) return html``;
  const preloads = staticImports(manifest, entry);
  return html`${(entry.css ?? []).map((file) => html`<link rel="stylesheet" href="${BUNDLE_BASE}${file}">
`)}${preloads.map((file) => html`<link rel="modulepreload" href="${BUNDLE_BASE}${file}">
`)}<script type="module" src="${BUNDLE_BASE}${entry.file}"></script>
`;
}

/** Every chunk the entry imports statically, directly or through other chunks, once each. */
function staticImports(manifest: ViteManifest, entry: ManifestChunk): string[] {
  const files = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (!imported || files.has(imported.file)) continue;
      files.add(imported.file);
      visit(imported);
    }
  };
  visit(entry);
  return [...files];
}
