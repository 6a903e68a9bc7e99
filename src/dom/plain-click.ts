/**
 * A plain left click, not yet handled. A middle or modified click (open in a new tab, download)
 * does what the link does, as the shopper asked, so islands leave it alone.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !(event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}
