import { useSignals } from '@preact/signals-react/runtime';
import { announce } from '../../src/dom/announce.ts';
import { navigate } from '../../src/dom/navigate.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { fillText } from '../../src/i18n/template.ts';
import { toggleWish } from '../../src/stores/wishlist.ts';
import type { ToggleResult } from '../../src/stores/toggle-list.ts';
import { notify } from '../../src/ui/notify.ts';
import type { HeartProps } from './read-heart-props.ts';
import { heartSemantics } from './heart-semantics.ts';

function tellShopper(result: ToggleResult, { addedText, removedText }: HeartProps): void {
  switch (result.kind) {
    case 'added':
      if (addedText !== null) notify(addedText, 'success');
      else announce(themeTexts.wishlistAdded);
      break;
    case 'removed':
      // Done as asked: not an error, so not the error colour.
      if (removedText !== null) notify(removedText, 'info');
      else announce(themeTexts.wishlistRemoved);
      break;
    case 'refused':
      notify(themeTexts.wishlistExpired, 'danger');
      break;
    case 'failed':
      notify(themeTexts.wishlistFailed, 'danger');
      break;
    case 'unknown':
      // Where the list could be asked for again the heart already shows the truth: say which, or that it is unknown.
      if (result.listed === undefined) notify(themeTexts.wishlistLateUnknown, 'danger');
      else notify(result.listed ? themeTexts.wishlistLateListed : themeTexts.wishlistLateNotListed, 'info');
      break;
    case 'busy':
      break;
  }
}

/**
 * The heart, the product's count and the hidden toast texts, rendered as the server printed them
 * (the no-JavaScript form around the heart has `display: contents`, so nothing moves). The heart stays
 * one <button> in every state, so keyboard focus survives a change.
 */
export function WishlistHeart(props: HeartProps) {
  useSignals();
  const { productId, wish, wishlink } = props;
  const { wished, count, loading } = wish.value;
  const { leadsToWishlist, caption, label, pressed, title } = heartSemantics(props, wished);

  const onClick = () => {
    if (leadsToWishlist && navigate(wishlink, 'page')) return;
    void toggleWish(productId).then((result) => tellShopper(result, props));
  };

  const button = (
    <button
      type="button"
      className={`heartplus${wished ? ' alreadywish' : ''}${loading ? ' loading' : ''}`}
      data-post_id={productId}
      data-informer={count}
      data-wishlink={wishlink ?? undefined}
      // A heart that leads to the wishlist is no toggle: it is named for where it goes.
      aria-pressed={pressed}
      aria-busy={loading || undefined}
      aria-label={label}
      title={title}
      onClick={onClick}
    >
      {caption !== null && <span className="heart-caption">{caption}</span>}
    </button>
  );

  return (
    <>
      {props.cellClass === null ? button : <span className={props.cellClass}>{button}</span>}
      <span className="thumbscount" id={`wishcount${productId}`} data-wishcount={count} aria-hidden="true">
        {count}
      </span>
      <span className="screen-reader-text">{fillText(themeTexts.wishlistCount, { count })}</span>
      {props.addedText !== null && (
        <span className="rhhidden" id={`wishadded${productId}`}>
          {props.addedText}
        </span>
      )}
      {props.removedText !== null && (
        <span className="rhhidden" id={`wishremoved${productId}`}>
          {props.removedText}
        </span>
      )}
    </>
  );
}
