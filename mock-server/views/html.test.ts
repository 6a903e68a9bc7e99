import { describe, expect, it } from 'vitest';
import { wpJsonEncode } from '../shop/wp-json.ts';
import { globalScripts, hostGlobals } from './host-globals.ts';
import { html, raw } from './html.ts';

describe('the html template', () => {
  it('escapes every interpolation', () => {
    const name = '<script>alert("x")</script> & \'more\'';
    expect(html`<p title="${name}">${name}</p>`.markup).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39;</p>',
    );
  });

  it('keeps nested templates and raw() markup, joins arrays and drops empty values', () => {
    const items = ['a<', 'b'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${raw('<br>')}${null}${undefined}${false}${0}`.markup).toBe('<ul><li>a&lt;</li><li>b</li></ul><br>0');
  });
});

describe('globals printed the WordPress way', () => {
  it('escapes slashes and non-ASCII like wp_json_encode, and < > & inside a script', () => {
    expect(wpJsonEncode({ url: 'http://x/€' })).toBe('{"url":"http:\\/\\/x\\/\\u20ac"}');
    expect(wpJsonEncode('</script><b>&', { inScript: true })).toBe('"\\u003c\\/script\\u003e\\u003cb\\u003e\\u0026"');
  });

  it('prints each global in its own CDATA script that no value can break out of', () => {
    const globals = hostGlobals({ origin: 'http://127.0.0.1:8080', siteHash: 'abc', isCart: false, nonce: () => '</script>' });
    const markup = globalScripts(globals).markup;
    expect(markup).toContain('<script type="text/javascript" id="wc-add-to-cart-js-extra">\n/* <![CDATA[ */\nvar wc_add_to_cart_params = {"ajax_url":"\\/wp-admin\\/admin-ajax.php"');
    expect(markup.match(/<\/script>/g)).toHaveLength(Object.keys(globals).length);
    expect(markup).toContain('"cart_hash_key":"wc_cart_hash_abc","fragment_name":"wc_fragments_abc"');
  });
});
