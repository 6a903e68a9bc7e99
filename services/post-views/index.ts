import { defineService } from '../../src/island.ts';
import { REHUB_POST_VIEWS } from '../../src/contracts/post-views.ts';
import { readId } from '../../src/contracts/read.ts';
import { ajax } from '../../src/http/ajax.ts';
import { themeConfig } from '../../src/theme-config.ts';

/**
 * Counts the visit to a single post or product for rehub-framework's post-view counter, as its
 * postviews.js does with jQuery: one GET to the endpoint `postviewvar` names, once per page. Nothing is
 * shown; a failure only costs that one count.
 */
export default defineService({
  start() {
    const views = themeConfig().postViews;
    const postId = readId(views?.postId);
    if (!views || postId === undefined) return;
    void ajax(REHUB_POST_VIEWS, { postviews_id: postId }, { ajaxUrl: views.ajaxUrl });
  },
});
