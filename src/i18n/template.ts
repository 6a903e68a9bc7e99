/** Fills `{name}` placeholders in a text ("“{title}” op je verlanglijst zetten"); values stay text. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
