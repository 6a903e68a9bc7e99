/**
 * The Dutch defaults of the texts the boot entry shows itself, read by src/ui/tell-code-failed.ts alone.
 * They must be there when no other file of the bundle could be fetched, so they are in the entry, and
 * nl.ts does not include them: imported by the runtime's chunk, the build made this file a chunk of its
 * own, one more request before the page is parsed. The host prints them in the same global as the others
 * (wordpress/shop-islands/includes/texts.php, the WooCommerce part's list).
 */
export const nlBoot = {
  /** In a control's place, when the code it needs did not arrive. */
  codeFailed: 'Laden mislukt. Probeer het opnieuw.',
};
