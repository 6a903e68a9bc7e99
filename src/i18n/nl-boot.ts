/**
 * The Dutch defaults of the texts the boot entry shows itself: they must be there when no other file of
 * the bundle could be fetched, so they are not in nl.ts's file; nl.ts includes them, so they are read,
 * printed by the host and translated as every other text is.
 */
export const nlBoot = {
  /** In a control's place, when the code it needs did not arrive (src/ui/tell-code-failed.ts). */
  codeFailed: 'Laden mislukt. Probeer het opnieuw.',
};
