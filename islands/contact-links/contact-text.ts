import { emailHref, isEmail, isPhoneNumber, phoneHref } from './link-rules.ts';

/**
 * Splits plain text into text and contact links. Candidates are found loosely (anything shaped like
 * an address, or a run of digits with separators) and kept only when the link rules accept them, so
 * what is not an address or a number stays text.
 */

export type Segment = { text: string } | { text: string; href: string };

const CANDIDATES = /(?:mailto:)?[a-z0-9._%+-]+@[a-z0-9][a-z0-9.-]*\.[a-z]{2,63}|(?:tel:)?\+?\(?\d[\d ().-]*\d/gi;

export function contactSegments(text: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(CANDIDATES)) {
    const candidate = match[0];
    const href = isEmail(candidate) ? emailHref(candidate) : isPhoneNumber(candidate) ? phoneHref(candidate) : null;
    if (!href) continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ text: candidate, href });
    last = match.index + candidate.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}
