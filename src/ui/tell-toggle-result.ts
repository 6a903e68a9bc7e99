import { announce } from '../dom/announce.ts';
import { themeTexts } from '../i18n/theme-texts.ts';
import type { ToastKind } from '../stores/toasts.ts';
import type { ToggleResult } from '../stores/toggle-list.ts';
import { notify } from './notify.ts';

/**
 * What the shopper hears or reads after using a toggle-list control (a wishlist heart, a compare
 * button, a compare bar item's or chart column's remove): one mapping from the store's result to a
 * toast or an announcement, with each list's texts.
 */

/** A toast of this kind, or with none, only an announcement for screen readers. */
interface Told {
  readonly text: string;
  readonly toast?: ToastKind;
}

interface ListTexts {
  readonly added: Told;
  readonly removed: Told;
  readonly refused: string;
  readonly failed: string;
  /** No answer in time and the list was asked for again: the product is on it, off it, or nobody knows. */
  readonly lateListed: string;
  readonly lateNotListed: string;
  readonly lateUnknown: string;
}

function tell(result: ToggleResult, texts: ListTexts): void {
  switch (result.kind) {
    case 'added':
    case 'removed': {
      const { text, toast } = texts[result.kind];
      if (toast) notify(text, toast);
      else announce(text);
      break;
    }
    case 'refused':
      notify(texts.refused, 'danger');
      break;
    case 'failed':
      notify(texts.failed, 'danger');
      break;
    case 'unknown':
      // Where the list could be asked for again every control already shows the truth: say which, or that it is unknown.
      if (result.listed === undefined) notify(texts.lateUnknown, 'danger');
      else notify(result.listed ? texts.lateListed : texts.lateNotListed, 'info');
      break;
    case 'busy':
      break;
  }
}

export function tellCompareResult(result: ToggleResult): void {
  tell(result, {
    added: { text: themeTexts.compareAdded },
    removed: { text: themeTexts.compareRemoved },
    refused: themeTexts.compareExpired,
    failed: themeTexts.compareFailed,
    lateListed: themeTexts.compareLateCompared,
    lateNotListed: themeTexts.compareLateNotCompared,
    lateUnknown: themeTexts.compareLateUnknown,
  });
}

/** A heart's own texts (the theme prints them hidden beside it) are toasts; without them, an announcement. */
export function tellWishResult(result: ToggleResult, { addedText, removedText }: { addedText: string | null; removedText: string | null }): void {
  tell(result, {
    added: addedText === null ? { text: themeTexts.wishlistAdded } : { text: addedText, toast: 'success' },
    // Done as asked: not an error, so not the error colour.
    removed: removedText === null ? { text: themeTexts.wishlistRemoved } : { text: removedText, toast: 'info' },
    refused: themeTexts.wishlistExpired,
    failed: themeTexts.wishlistFailed,
    lateListed: themeTexts.wishlistLateListed,
    lateNotListed: themeTexts.wishlistLateNotListed,
    lateUnknown: themeTexts.wishlistLateUnknown,
  });
}
