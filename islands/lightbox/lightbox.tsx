import { useCallback, useState } from 'react';
import { addStyles } from '../../src/dom/styles.ts';
import { fillText } from '../../src/i18n/template.ts';
import { texts } from '../../src/i18n/texts.ts';
import type { GalleryPicture } from './gallery-pictures.ts';
import { pictureAfter, type Step } from './picture-step.ts';
import { useArrowKeys } from './use-arrow-keys.ts';
import { useSwipe } from './use-swipe.ts';
import css from './lightbox.css?inline';

addStyles('lightbox', css);

export interface LightboxProps {
  pictures: readonly GalleryPicture[];
  /** The picture the shopper clicked. */
  start: number;
}

/**
 * The lightbox's body in the shared modal: one full-size picture at a time, with its alt text, and
 * for a gallery of more than one the previous and next buttons and where the shopper is ("2 van 4",
 * announced as it changes). The arrow keys and a sideways swipe page too.
 */
export function Lightbox({ pictures, start }: LightboxProps) {
  const [shown, setShown] = useState(start);
  const go = useCallback((step: Step) => setShown((index) => pictureAfter(index, step, pictures.length)), [pictures.length]);
  useArrowKeys(go);
  const swipe = useSwipe(go);
  const picture = pictures[shown];
  if (!picture) return null;
  return (
    <div className="si-lightbox">
      <div className="si-lightbox__stage" {...swipe}>
        {/* Not draggable: a mouse dragged sideways is a swipe, not a picture carried off. */}
        <img className="si-lightbox__picture" src={picture.src} alt={picture.alt} draggable={false} />
      </div>
      {pictures.length > 1 ? (
        <div className="si-lightbox__controls">
          <StepButton label={texts.lightboxPrevious} direction="previous" onClick={() => go(-1)} />
          <p className="si-lightbox__position" aria-live="polite">
            {fillText(texts.lightboxPosition, { current: shown + 1, total: pictures.length })}
          </p>
          <StepButton label={texts.lightboxNext} direction="next" onClick={() => go(1)} />
        </div>
      ) : null}
    </div>
  );
}

function StepButton({ label, direction, onClick }: { label: string; direction: 'previous' | 'next'; onClick: () => void }) {
  return (
    <button type="button" className="si-lightbox__step si-modal__icon-button" aria-label={label} onClick={onClick}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
