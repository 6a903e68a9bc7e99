/**
 * The Dutch defaults of the Rehub theme's and WooZone's islands' texts (boot/registry/rehub-and-woozone.ts):
 * apart from nl.ts so that only their pages download them, read through theme-texts.ts the same way.
 */
export const nlTheme = {
  compareAdd: 'Vergelijken',
  compareSearch: 'Producten zoeken om te vergelijken',
  compareGroups: 'Vergelijkingsgroepen',
  compareGroupEmpty: 'Nog niets in deze groep.',
  compareGo: 'Vergelijken',
  compareRemove: 'Niet meer vergelijken',
  compareEmptyGroup: 'Voeg items toe aan deze vergelijking groep of kies geen lege groep',
  compareOneItem: 'Voeg meer items toe om te vergelijken',
  compareSearchFailed: 'Zoeken lukte niet. Controleer je verbinding en probeer het opnieuw.',
  compareAdded: 'Toegevoegd aan je vergelijking.',
  compareRemoved: 'Wordt niet meer vergeleken.',
  compareFailed: 'Je vergelijking kon niet worden bijgewerkt. Controleer je verbinding en probeer het opnieuw.',
  compareExpired: 'Je sessie is verlopen, dus je vergelijking is niet bijgewerkt. Vernieuw de pagina en probeer het opnieuw.',
  compareLateCompared: 'Het antwoord bleef uit. Je vergelijking is opnieuw opgehaald: dit product wordt vergeleken.',
  compareLateNotCompared: 'Het antwoord bleef uit. Je vergelijking is opnieuw opgehaald: dit product wordt niet vergeleken.',
  compareLateUnknown: 'Het antwoord bleef uit, dus we weten niet of je vergelijking is bijgewerkt. Vernieuw de pagina om het te zien.',
  wishlistHeart: 'Op mijn verlanglijst',
  wishlistAdd: 'Op je verlanglijst zetten',
  wishlistRemove: 'Van je verlanglijst halen',
  wishlistView: 'Bekijk je verlanglijst',
  wishlistAdded: 'Toegevoegd aan je verlanglijst.',
  wishlistRemoved: 'Van je verlanglijst gehaald.',
  wishlistFailed: 'Je verlanglijst kon niet worden bijgewerkt. Controleer je verbinding en probeer het opnieuw.',
  wishlistExpired: 'Je sessie is verlopen, dus je verlanglijst is niet bijgewerkt. Vernieuw de pagina en probeer het opnieuw.',
  /** No answer in time; the list was fetched again and shows whether the product is on it. */
  wishlistLateListed: 'Het antwoord bleef uit. Je verlanglijst is opnieuw opgehaald: dit product staat erop.',
  wishlistLateNotListed: 'Het antwoord bleef uit. Je verlanglijst is opnieuw opgehaald: dit product staat er niet op.',
  wishlistLateUnknown: 'Het antwoord bleef uit, dus we weten niet of je verlanglijst is bijgewerkt. Vernieuw de pagina om het te zien.',
  /** The heart's caption once the product is listed, when the theme prints no `#wishadded{id}` text. */
  wishlistSaved: 'Bewaard',
  wishlistEmpty: 'Er staat nog niets op je verlanglijst.',
  /** `{title}`: the product's name on its card. */
  wishlistAddProduct: '“{title}” op je verlanglijst zetten',
  wishlistViewWithProduct: 'Bekijk je verlanglijst (“{title}” staat erop)',
  /** `{count}`: the heart's count, for screen readers. */
  wishlistCount: '{count} keer bewaard',
  quickView: 'Snel bekijken',
  // Login popups.
  /** The popup's title when the theme prints none. */
  logIn: 'Inloggen',
  /** No usable answer (`0`, `-1`, an HTML page, an error status, a time-out, a dropped connection). */
  loginPopupFailed: 'Dat lukte niet: de server gaf geen bruikbaar antwoord. Controleer je verbinding en probeer het opnieuw.',
  // Deals: coupons (the theme's `coupvars` come first where it prints them), countdowns.
  couponReady: 'Hier is je kortingscode',
  couponCopy: 'Code kopiëren',
  couponCopied: 'Gekopieerd!',
  /** The clipboard was refused: the code is selected in its field instead. */
  couponCopyRefused: 'Kopiëren lukte niet. De code is geselecteerd: kopieer hem zelf.',
  couponGoToWebsite: 'Ga naar de website',
  couponOrCheck: 'Of bekijk het nieuwe venster met de aanbieding.',
  /** Read after an expired coupon's code. */
  couponExpired: 'verlopen',
  /** `{time}`: the time left in words, to the minute ("3 dagen, 4 uur en 5 minuten"). */
  countdownLeft: 'Nog {time}',
  /** `{count}`: a countdown's unit, for one and for more (Intl.PluralRules' "one" and any other). */
  countdownDay: '{count} dag',
  countdownDays: '{count} dagen',
  countdownHour: '{count} uur',
  countdownHours: '{count} uur',
  countdownMinute: '{count} minuut',
  countdownMinutes: '{count} minuten',
  /** The last two units of the time left: `{first}` (the others, with commas) and `{last}`. */
  countdownLastTwo: '{first} en {last}',
  // Navigation and search.
  /** The live search's suggestion list (the theme's own "no results" text is rhscriptvars.noresults). */
  liveSearchLabel: 'Zoeksuggesties',
  /** `{count}`: how many suggestions arrived. */
  liveSearchCount: 'Suggesties: {count}. Kies met pijl omhoog en omlaag.',
  liveSearchFailed: 'Suggesties ophalen lukte niet. Druk op Enter om te zoeken.',
  openSearch: 'Zoeken',
  closeSearch: 'Zoeken sluiten',
  openMenu: 'Menu',
  closeMenu: 'Menu sluiten',
  /** `{count}`: products added under the listing by "Meer laden". */
  loadMoreLoaded: '{count} producten erbij geladen.',
  loadMoreFailed: 'Meer producten laden lukte niet. Controleer je verbinding en probeer het opnieuw.',
  // WooZone's "Frequently Bought Together" (its box's own texts are the server's).
  crossSellFailed: 'De artikelen die vaak samen gekocht worden, konden niet worden geladen.',
  crossSellRetry: 'Opnieuw proberen',
  /** Read after the total when every item is unchecked. */
  crossSellNoneChosen: 'Kies minstens één artikel.',
  // Affiliate products (WooZone). Its own texts (woozone_vars.lang) come from the host.
  /** Read after a link that opens Amazon in a new tab. */
  opensInNewTab: '(opent in een nieuw tabblad)',
  /** The popup's name when a Thickbox link (a WooZone coupon's "Details", a picture) has no title of its own. */
  popupDetails: 'Details',
  /** `{country}`: the Amazon country the shopper chose in the country box. */
  countrySaved: 'Je Amazon-winkel is nu {country}.',
  countrySaveFailed: 'Je Amazon-winkel kon niet worden opgeslagen. Controleer je verbinding en probeer het opnieuw.',
  // WooZone's Amazon products.
  /** In the reviews tab while `load_amazon_reviews` runs. */
  reviewsLoading: 'Recensies van Amazon laden…',
  reviewsLoaded: 'De recensies van Amazon zijn geladen.',
  /** The tab keeps what the server printed (a link to the reviews on Amazon). */
  reviewsUnavailable: 'De nieuwste recensies van Amazon konden niet worden geladen.',
  // WooZone's e-mail on the cart page (docs/CONTRACTS.md#validation-rules), asked for before checkout.
  checkoutEmailRequired: 'Vul je e-mailadres in om af te rekenen.',
  checkoutEmailInvalid: 'Vul een geldig e-mailadres in.',
  /** The shop refused the address (`invalid_email`). */
  checkoutEmailRefused: 'De winkel neemt dit e-mailadres niet aan. Controleer het.',
  /** The page's nonce was refused (`Busted!`). */
  checkoutEmailExpired: 'Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.',
  checkoutEmailFailed: 'Versturen lukte niet. Controleer je verbinding en probeer het opnieuw.',} as const;
