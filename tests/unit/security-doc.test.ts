import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(path.resolve(file), 'utf8');

/** A PHP constant's single-quoted string, as PHP reads it (`\\` and `\'` are the only escapes). */
function phpConstant(source: string, name: string): string | undefined {
  const quoted = new RegExp(`const ${name} = '((?:[^'\\\\]|\\\\.)*)';`).exec(source)?.[1];
  return quoted?.replace(/\\([\\'])/g, '$1');
}

/** SECURITY.md gives shop owners the server rules the plugin's Site Health shows: they must be the same. */
describe("SECURITY.md's rule for Rehub's wishlist endpoint", () => {
  const plugin = read('wordpress/shop-islands/includes/site-health.php');
  const security = read('SECURITY.md');

  it.each([
    ['apache', 'SHOP_ISLANDS_REHUB_RULE_APACHE'],
    ['nginx', 'SHOP_ISLANDS_REHUB_RULE_NGINX'],
  ])('for %s is the one includes/site-health.php shows', (language, constant) => {
    const shown = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\\n\`\`\``).exec(security)?.[1];
    const rule = phpConstant(plugin, constant);
    expect(rule, `site-health.php defines ${constant}`).toBeDefined();
    expect(shown, `SECURITY.md shows the rule in a \`\`\`${language} block`).toBe(rule);
  });
});
