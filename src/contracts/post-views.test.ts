import { describe, expect, it } from 'vitest';
import { REHUB_POST_VIEWS } from './post-views.ts';

describe("rehub-framework's post-view counter", () => {
  it('counts an empty answer (white space included) as counted, and anything else as no answer', () => {
    const asked = { postviews_id: 101 };
    expect([REHUB_POST_VIEWS.read('', asked), REHUB_POST_VIEWS.read(' \n', asked)]).toEqual([true, true]);
    expect([REHUB_POST_VIEWS.read('0', asked), REHUB_POST_VIEWS.read('<html></html>', asked)]).toEqual([null, null]);
  });
});
