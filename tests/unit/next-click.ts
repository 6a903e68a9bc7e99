/**
 * Watches the next click that reaches the document, after the islands had their say: `leftToTheBrowser`
 * tells whether none of them prevented its default (a new tab, a download, following the link). The
 * click is then stopped, so the test environment does not follow the link.
 */
export function watchNextClick(): { readonly leftToTheBrowser: boolean } {
  let left = false;
  document.addEventListener(
    'click',
    (event) => {
      left = !event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  return {
    get leftToTheBrowser() {
      return left;
    },
  };
}
