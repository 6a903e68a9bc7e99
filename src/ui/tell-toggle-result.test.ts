import { describe, expect, it, vi } from 'vitest';
import { toasts } from '../stores/toasts.ts';
import { tellCompareResult, tellWishResult } from './tell-toggle-result.ts';

/** What a compare or wishlist press tells the shopper: a toast (with its colour) or words for screen readers only. */

async function told(tellIt: () => void): Promise<{ toasts: string[][]; spoken: string | null | undefined }> {
  vi.useFakeTimers();
  document.body.innerHTML = '';
  const before = new Set(toasts.value);
  tellIt();
  const shown = toasts.value.filter((toast) => !before.has(toast)).map(({ message, kind }) => [kind, message]);
  // The live region's text is set 50 ms after it is cleared.
  await vi.advanceTimersByTimeAsync(50);
  const spoken = document.querySelector('.si-announcer')?.textContent;
  vi.useRealTimers();
  return { toasts: shown, spoken };
}

const noTexts = { addedText: null, removedText: null };

describe('a compare press', () => {
  it('says an add or removal to screen readers only, as the button shows it already', async () => {
    expect(await told(() => tellCompareResult({ kind: 'added' }))).toEqual({ toasts: [], spoken: 'Toegevoegd aan je vergelijking.' });
    expect(await told(() => tellCompareResult({ kind: 'removed' }))).toEqual({ toasts: [], spoken: 'Wordt niet meer vergeleken.' });
  });

  it('shows an expired session and a failure as errors, and an answer that did not come by what the list now says', async () => {
    expect((await told(() => tellCompareResult({ kind: 'refused' }))).toasts).toEqual([['danger', 'Je sessie is verlopen, dus je vergelijking is niet bijgewerkt. Vernieuw de pagina en probeer het opnieuw.']]);
    expect((await told(() => tellCompareResult({ kind: 'failed', failure: { kind: 'network' } }))).toasts).toEqual([['danger', 'Je vergelijking kon niet worden bijgewerkt. Controleer je verbinding en probeer het opnieuw.']]);
    expect((await told(() => tellCompareResult({ kind: 'unknown', listed: true }))).toasts).toEqual([['info', 'Het antwoord bleef uit. Je vergelijking is opnieuw opgehaald: dit product wordt vergeleken.']]);
    expect((await told(() => tellCompareResult({ kind: 'unknown', listed: false }))).toasts).toEqual([['info', 'Het antwoord bleef uit. Je vergelijking is opnieuw opgehaald: dit product wordt niet vergeleken.']]);
    expect((await told(() => tellCompareResult({ kind: 'unknown', listed: undefined }))).toasts).toEqual([['danger', 'Het antwoord bleef uit, dus we weten niet of je vergelijking is bijgewerkt. Vernieuw de pagina om het te zien.']]);
  });

  it('says nothing for a press ignored while the product’s request runs', async () => {
    expect(await told(() => tellCompareResult({ kind: 'busy' }))).toEqual({ toasts: [], spoken: undefined });
  });
});

describe('a wishlist press', () => {
  it('shows the theme’s own texts as toasts, an add as a success and a removal not as an error', async () => {
    const texts = { addedText: '“Linnen shirt” staat op je verlanglijst', removedText: '“Linnen shirt” is van je verlanglijst' };
    expect((await told(() => tellWishResult({ kind: 'added' }, texts))).toasts).toEqual([['success', '“Linnen shirt” staat op je verlanglijst']]);
    expect((await told(() => tellWishResult({ kind: 'removed' }, texts))).toasts).toEqual([['info', '“Linnen shirt” is van je verlanglijst']]);
  });

  it('says an add or removal to screen readers only where the theme printed no texts', async () => {
    expect(await told(() => tellWishResult({ kind: 'added' }, noTexts))).toEqual({ toasts: [], spoken: 'Toegevoegd aan je verlanglijst.' });
    expect(await told(() => tellWishResult({ kind: 'removed' }, noTexts))).toEqual({ toasts: [], spoken: 'Van je verlanglijst gehaald.' });
  });

  it('tells its failures in the wishlist’s words', async () => {
    expect((await told(() => tellWishResult({ kind: 'refused' }, noTexts))).toasts).toEqual([['danger', 'Je sessie is verlopen, dus je verlanglijst is niet bijgewerkt. Vernieuw de pagina en probeer het opnieuw.']]);
    expect((await told(() => tellWishResult({ kind: 'failed', failure: { kind: 'timeout' } }, noTexts))).toasts).toEqual([['danger', 'Je verlanglijst kon niet worden bijgewerkt. Controleer je verbinding en probeer het opnieuw.']]);
    expect((await told(() => tellWishResult({ kind: 'unknown', listed: true }, noTexts))).toasts).toEqual([['info', 'Het antwoord bleef uit. Je verlanglijst is opnieuw opgehaald: dit product staat erop.']]);
    expect((await told(() => tellWishResult({ kind: 'unknown', listed: false }, noTexts))).toasts).toEqual([['info', 'Het antwoord bleef uit. Je verlanglijst is opnieuw opgehaald: dit product staat er niet op.']]);
    expect((await told(() => tellWishResult({ kind: 'unknown', listed: undefined }, noTexts))).toasts).toEqual([['danger', 'Het antwoord bleef uit, dus we weten niet of je verlanglijst is bijgewerkt. Vernieuw de pagina om het te zien.']]);
  });
});
