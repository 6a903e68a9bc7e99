import { readId } from '../../src/contracts/read.ts';

/** A compare group's tab as the theme prints it: `li.re-compare-tab-{pageid}[data-page][data-url]` "Name (<span>n</span>)". */
export interface CompareTab {
  pageId: number;
  name: string;
  /** The group's compare page. */
  url: string;
}

export function readTabs(bar: HTMLElement): CompareTab[] {
  return Array.from(bar.querySelectorAll<HTMLElement>('#re-compare-bar-tabs li[data-page]')).flatMap((li) => {
    const pageId = readId(li.dataset.page);
    const url = li.dataset.url;
    // The name without the " (count)" the theme puts after it.
    const name = (li.firstChild?.textContent ?? '').replace(/\s*\(\s*$/, '').trim();
    return pageId !== undefined && url ? [{ pageId, name: name || url, url }] : [];
  });
}
