/**
 * Reads the next page of a listing, fetched as a whole page: its products (`ul.products > li`), as
 * the server HTML that `fillWithServerHtml()` adds to the list, and its own "Meer laden" link, if it
 * has one. The page is parsed inert (`DOMParser`): nothing in it runs and its `<head>` never reaches
 * ours. Null when the answer is not such a page (an error page, JSON).
 */
export interface ListingPage {
  /** The products' markup, one `<li>` each. */
  productsHtml: string;
  /** How many products. */
  count: number;
  /** Where the page after it is, or null after the last. */
  nextHref: string | null;
}

export function readNextListingPage(body: string): ListingPage | null {
  const page = new DOMParser().parseFromString(body, 'text/html');
  const products = [...page.querySelectorAll<HTMLElement>('ul.products > li')];
  if (products.length === 0) return null;
  return {
    productsHtml: products.map((product) => product.outerHTML).join(''),
    count: products.length,
    nextHref: page.querySelector('a.rh-load-more-btn')?.getAttribute('href') ?? null,
  };
}
