import { announce } from '../dom/announce.ts';
import { themeTexts } from '../i18n/theme-texts.ts';
import type { ToggleResult } from '../stores/toggle-list.ts';
import { notify } from './notify.ts';

/** What the shopper hears or reads after using a compare control (a button, a bar item's remove). */
export function tellCompareResult(result: ToggleResult): void {
  switch (result.kind) {
    case 'added':
      announce(themeTexts.compareAdded);
      break;
    case 'removed':
      announce(themeTexts.compareRemoved);
      break;
    case 'refused':
      notify(themeTexts.compareExpired, 'danger');
      break;
    case 'failed':
      notify(themeTexts.compareFailed, 'danger');
      break;
    case 'unknown':
      // What is compared was asked for again, so every control already shows the truth: say which.
      if (result.listed === undefined) notify(themeTexts.compareLateUnknown, 'danger');
      else notify(result.listed ? themeTexts.compareLateCompared : themeTexts.compareLateNotCompared, 'info');
      break;
    case 'busy':
      break;
  }
}
