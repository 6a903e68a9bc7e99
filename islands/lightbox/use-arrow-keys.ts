import { useEffect } from 'react';
import type { Step } from './picture-step.ts';

const STEPS: Partial<Record<string, Step>> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * ArrowLeft and ArrowRight page through the pictures wherever focus is in the dialog (the close
 * button, a step button). On the document: the dialog is modal, so nothing outside it has the keys.
 */
export function useArrowKeys(onStep: (step: Step) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const step = STEPS[event.key];
      // Alt with an arrow is the browser's back and forward; a key handled already is not ours.
      if (step === undefined || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      onStep(step);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onStep]);
}
