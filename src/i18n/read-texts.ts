/**
 * Every shopper-facing text of the bundle: the Dutch defaults, each replaced by the host's own where it
 * prints one in `window.shopIslandsTexts` (the WordPress plugin prints the site language's, and a theme
 * can change any with the `shop_islands_texts` filter). The defaults are in three files by whose code
 * shows them: nl-boot.ts (what the boot entry shows itself, read by src/ui/tell-code-failed.ts), nl.ts
 * (the runtime and WooCommerce's markup, read by texts.ts as `texts`) and nl-theme.ts (the Rehub theme's and WooZone's, read by theme-texts.ts as `themeTexts`); the host's one
 * global overrides them all. Unknown keys and values that are not text are ignored. In the boot entry,
 * so it reads the global without the runtime's guards (`Object()` makes anything an object to list).
 */
export function readTexts<Defaults extends Record<string, string>>(
  defaults: Defaults,
  printed: unknown = (window as { shopIslandsTexts?: unknown }).shopIslandsTexts,
): Record<keyof Defaults, string> {
  const own = Object.entries(Object(printed) as object).filter(([key, value]) => key in defaults && typeof value === 'string' && value.trim() !== '');
  return { ...defaults, ...Object.fromEntries(own) };
}
