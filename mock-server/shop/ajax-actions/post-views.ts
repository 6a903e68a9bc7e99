/**
 * `rehubpostviews`: rehub-framework's post-view counter, a GET that counts one view of a post and
 * answers nothing, as its endpoint does. The demo keeps no count (nothing of it shows), but checks the
 * id: an id that names no product is a 404 with its reason, where rehub-framework counted views of
 * whatever number it was given.
 */
import { REHUB_POST_VIEWS } from '../../../src/contracts/post-views.ts';
import { callHandler } from '../calls.ts';
import { readId } from '../input.ts';
import { ajaxTextAnswer, refusal } from '../shop-request.ts';

export const postViewsHandler = callHandler(REHUB_POST_VIEWS, ({ shop, field }) => {
  const id = readId(field('postviews_id'), 'postviews_id');
  if ('reason' in id) return refusal(400, id.reason);
  if (!shop.catalogue.product(id.value)) return refusal(404, `Geen product met postviews_id ${id.value}.`);
  return ajaxTextAnswer('');
});
