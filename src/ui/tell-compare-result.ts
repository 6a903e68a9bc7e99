import { announce } from '../dom/announce.ts';
import { texts } from '../i18n/texts.ts';
import type { CompareToggleResult } from '../stores/compare.ts';
import { notify } from './notify.ts';

/** What the shopper hears or reads after using a compare control (a button, a bar item's remove). */
export function tellCompareResult(result: CompareToggleResult): void {
  switch (result.kind) {
    case 'added':
      announce(texts.compareAdded);
      break;
    case 'removed':
      announce(texts.compareRemoved);
      break;
    case 'refused':
      notify(texts.compareExpired, 'danger');
      break;
    case 'failed':
      notify(texts.compareFailed, 'danger');
      break;
    case 'unknown':
      // What is compared was asked for again, so every control already shows the truth: say which.
      if (result.compared === undefined) notify(texts.compareLateUnknown, 'danger');
      else notify(result.compared ? texts.compareLateCompared : texts.compareLateNotCompared, 'info');
      break;
    case 'busy':
      break;
  }
}
