/**
 * A landing address as ad platforms send shoppers to it, `length` characters long: the campaign's
 * utm_* parameters, the platforms' click ids, and an analytics parameter of the length that makes it up.
 * Only characters that stay as they are in a URL and through sanitize_text_field(), so the order must
 * keep it to the letter.
 */
export function campaignUrl(page: string, length: number): string {
  const start = `${page}?utm_source=google&utm_medium=cpc&utm_campaign=zomer-2026-linnen&utm_term=linnen-shirt&utm_content=banner-1&utm_id=8812&gclid=Cj0KCQjw-bdeBhC7ARIsAJ1e7uPx&fbclid=IwAR2dW5s_Zx8q&msclkid=4c1e2f0a9b&_gl=`;
  if (start.length > length) throw new Error(`a campaign address of ${length} characters cannot start with ${page}`);
  const tracking = '1*x7k2b9*_ga*MTA2NzQ0.';
  return `${start}${tracking.repeat(Math.ceil(length / tracking.length))}`.slice(0, length);
}
