import { announce } from '../../src/dom/announce.ts';
import { fillText } from '../../src/i18n/template.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import type { Cleanup } from '../../src/island.ts';
import { notify } from '../../src/ui/notify.ts';
import { saveProductCountry } from './country-calls.ts';
import { countryRows, rowRadio } from './rows.ts';

function checkCountry(box: HTMLElement, domain: string): void {
  for (const row of countryRows(box)) {
    const radio = rowRadio(row);
    if (radio) radio.checked = row.dataset.country === domain;
  }
}

function countryName(box: HTMLElement, domain: string): string {
  const row = countryRows(box).find((candidate) => candidate.dataset.country === domain);
  return (row && rowRadio(row)?.getAttribute('aria-label')) || domain;
}

/**
 * A radio chosen is saved with `save_product_country`. Choices made while one is being saved are not
 * sent side by side: the last one is sent after it, so the shop ends with what the shopper sees. A
 * failure puts the radio back on the saved country and says so in a toast; a success is announced.
 */
export function chooseCountries(
  box: HTMLElement,
  productId: number,
  initial: string,
  onSaving: (saving: boolean) => void,
): { cleanup: Cleanup; chosen: () => string } {
  let saved = initial;
  let wanted = initial;
  let saving = false;
  let stopped = false;

  async function saveWanted(): Promise<void> {
    saving = true;
    onSaving(true);
    while (wanted !== saved && !stopped) {
      const country = wanted;
      if (!(await saveProductCountry(productId, country))) {
        wanted = saved;
        if (!stopped) {
          checkCountry(box, saved);
          notify(themeTexts.countrySaveFailed, 'danger');
        }
        break;
      }
      saved = country;
      if (wanted === saved && !stopped) announce(fillText(themeTexts.countrySaved, { country: countryName(box, country) }));
    }
    saving = false;
    if (!stopped) onSaving(false);
  }

  const onChange = (event: Event) => {
    const radio = event.target;
    if (!(radio instanceof HTMLInputElement) || radio.type !== 'radio' || !radio.checked) return;
    const country = radio.closest<HTMLElement>('li[data-country]')?.dataset.country;
    if (country === undefined || radio.closest('ul') !== box) return;
    wanted = country;
    if (!saving) void saveWanted();
  };
  box.addEventListener('change', onChange);
  return {
    cleanup: () => {
      stopped = true;
      box.removeEventListener('change', onChange);
    },
    chosen: () => wanted,
  };
}
