/** The value of a hidden input or attribute in a page's HTML, e.g. a nonce (`name="…" value="…"`, as WordPress prints them). */
export function inputValue(page: string, name: string): string {
  const match = new RegExp(`name="${name.replace(/[[\]]/g, '\\$&')}" value="([^"]*)"`).exec(page);
  if (!match?.[1]) throw new Error(`no input ${name} in page`);
  return match[1];
}
