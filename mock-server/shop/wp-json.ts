/**
 * JSON the way PHP's wp_json_encode() prints it: slashes as `\/` and non-ASCII as `\uXXXX`. In an
 * inline <script> we also escape `<`, `>` and `&`, so no string can close the script element.
 */
export function wpJsonEncode(value: unknown, options: { inScript?: boolean } = {}): string {
  const pattern = options.inScript ? /[/<>&\u007f-\uffff]/g : /[/\u007f-\uffff]/g;
  return JSON.stringify(value).replace(pattern, (char) =>
    char === '/' ? '\\/' : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
