/** Every shopper-facing string of the bundle, in Dutch. Texts from the host's globals take precedence where the host prints them. */
export const nl = {
  addToCartFailed: 'Het product kon niet aan je winkelwagen worden toegevoegd. Controleer je verbinding en probeer het opnieuw.',
  addToCartUnavailable: 'Dit product kan nu niet worden besteld.',
  addedToCart: 'Toegevoegd aan winkelwagen',
  viewCart: 'Bekijk winkelwagen',
  close: 'Sluiten',
  dismissNotice: 'Melding sluiten',
  loading: 'Laden...',
  saving: 'Opslaan...',
  updating: 'Bijwerken...',
  closing: 'Sluiten...',
  offline: 'Je bent waarschijnlijk offline.',
  invalidJson: 'Het antwoord is geen geldig JSON-antwoord.',
  unknownError: 'Er is een onbekende fout opgetreden.',
  islandFailed: 'Dit onderdeel kon niet worden geladen. De pagina werkt nog wel.',
} as const;

export type DutchText = keyof typeof nl;
