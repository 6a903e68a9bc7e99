/**
 * JSON the way PHP's wp_json_encode() prints it: slashes as `\/` and non-ASCII as `\uXXXX`. In an
 * inline <script> we also escape `<`, `>` and `&`, so no string can close the script element.
 */
export function wpJsonEncode(value: unknown, options: { inScript?: boolean } = {}): string {
  // Every page prints its globals this way, full of URLs: the slashes in one pass, the rare others only when there.
  const json = JSON.stringify(value).replaceAll('/', '\\/');
  const escaped = options.inScript ? /[<>&\u007f-\uffff]/ : /[\u007f-\uffff]/;
  if (!escaped.test(json)) return json;
  return json.replace(new RegExp(escaped.source, 'g'), (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
