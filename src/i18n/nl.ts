/**
 * The Dutch defaults of the texts every shop's pages may show: the runtime's (toasts, failures), and those
 * of the islands for WooCommerce's and WordPress's own markup (boot/registry/woocommerce.ts). The Rehub
 * theme's and WooZone's islands have theirs in nl-theme.ts, so a classic theme's pages never download
 * them, and the boot entry's own are in nl-boot.ts. Texts from the host's globals take precedence where
 * the host prints them (read-texts.ts).
 */
export const nl = {
  addToCartFailed: 'Het product kon niet aan je winkelwagen worden toegevoegd. Controleer je verbinding en probeer het opnieuw.',
  addToCartUnavailable: 'Dit product kan nu niet worden besteld.',
  /** No answer in time; the cart was fetched again and shows whether the product is in it. */
  addToCartLate: 'Het antwoord bleef uit. Je winkelwagen is opnieuw opgehaald: kijk daar of het product erin staat.',
  addedToCart: 'Toegevoegd aan winkelwagen',
  close: 'Sluiten',
  dismissNotice: 'Melding sluiten',
  offline: 'Je bent waarschijnlijk offline.',
  invalidJson: 'Het antwoord is geen geldig JSON-antwoord.',
  unknownError: 'Er is een onbekende fout opgetreden.',
  // Cart: mini-cart, slide-in cart, product forms, quick view.
  removedFromCart: 'Verwijderd uit je winkelwagen',
  removeFromCartFailed: 'Het product kon niet uit je winkelwagen worden verwijderd. Controleer je verbinding en probeer het opnieuw.',
  quantityUpdateFailed: 'Het aantal kon niet worden bijgewerkt. Controleer je verbinding en probeer het opnieuw.',
  /** No answer in time; the cart was fetched again and shows what the shop holds. */
  quantityUpdateLate: 'Het antwoord bleef uit. Je winkelwagen is opnieuw opgehaald: controleer het aantal.',
  chooseProductOptions: 'Selecteer eerst enkele productopties voordat je dit product aan je winkelwagen toevoegt.',
  variationOutOfStock: 'Deze variant is helaas niet op voorraad. Kies een andere optie.',
  /** The variation form, when the chosen combination is no variation of the product. */
  variationNoMatch: 'Geen producten gevonden die aan je keuze voldoen. Kies een andere combinatie.',
  /** A size (or other option) whose variations are all sold out; `{option}`: its name. */
  variationOptionSoldOut: '{option} (niet op voorraad)',
  /** A variation WooCommerce hides (no price, not published): `#tmpl-unavailable-variation-template`'s words. */
  variationUnavailable: 'Sorry, dit product is niet beschikbaar. Kies een andere combinatie.',
  /** Said to screen readers when "Wissen" clears the choice. */
  variationsReset: 'Je keuze is gewist. Kies eerst productopties voordat je dit product aan je winkelwagen toevoegt.',
  /** A variation the shop did not describe (get_variation failed): a new choice asks again. */
  variationLookupFailed: 'Deze keuze kon niet worden opgehaald. Kies opnieuw om het nog eens te proberen.',
  // The review form's stars, where the page does not print WooCommerce's own words for them.
  reviewRatingRequired: 'Selecteer een beoordeling',
  /** `{stars}`: 1 to 5. */
  reviewRatingOption: '{stars} van 5 sterren',
  modalLoadFailed: 'Er is een fout opgetreden. Probeer het over enkele ogenblikken opnieuw.',
  // The image lightbox.
  /** Its name where the gallery has no product title beside it. */
  lightboxTitle: 'Productafbeeldingen',
  lightboxPrevious: 'Vorige afbeelding',
  lightboxNext: 'Volgende afbeelding',
  /** `{current}`: the picture shown, counted from 1; `{total}`: the gallery's pictures. */
  lightboxPosition: '{current} van {total}',
  // Page services: the REST client's errors by code, the coming-soon banner, dismissals.
  restTimeout: 'De server antwoordde niet op tijd. Probeer het opnieuw.',
  restSessionExpired: 'Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.',
  mediaUploadFailed: 'Het uploaden van de media is mislukt. Als dit een foto of een grote afbeelding is, verklein deze dan en probeer het opnieuw.',
  noticeDismissed: 'Melding gesloten.',
  /** WooCommerce's category drop-down (docs/CONTRACTS.md#validation-rules). */
  categoryPlaceholder: 'Een categorie selecteren',
  categoryNoMatches: 'Geen overeenkomsten gevonden',
  categorySearch: 'Zoek een categorie',
  categoryClear: 'Keuze wissen',
} as const;
