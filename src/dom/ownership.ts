/**
 * Who writes inside an element (ARCHITECTURE.md, "The React rule"). A React island's root is marked: React owns everything
 * below it, so nothing else writes there and the mount observer skips its mutations. A container
 * filled with server HTML inside such a root (the modal's content) is marked too: the islands in that
 * HTML are mounted like any other.
 */
export const ISLAND_RENDERED = 'data-island-rendered';
export const SERVER_HTML_HOST = 'data-server-html';
