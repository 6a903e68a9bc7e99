/**
 * The share popup sizes (docs/CONTRACTS.md#timings): 600×300, 600×250 for the microblog (the theme's `twitter`), 750×320 for
 * the pin board (`pinterest`), centred on the screen as the theme placed them.
 */
export interface ShareWindow {
  width: number;
  height: number;
  top: number;
  left: number;
}

const SIZES: Record<string, { width: number; height: number }> = {
  twitter: { width: 600, height: 250 },
  pinterest: { width: 750, height: 320 },
};
const DEFAULT_SIZE = { width: 600, height: 300 };

export function shareWindow(service: string, screenSize: { width: number; height: number }): ShareWindow {
  const { width, height } = SIZES[service] ?? DEFAULT_SIZE;
  return { width, height, top: Math.max(0, Math.round(screenSize.height / 2 - height / 2)), left: Math.max(0, Math.round(screenSize.width / 2 - width / 2)) };
}

/** window.open's features for it. */
export function windowFeatures({ width, height, top, left }: ShareWindow): string {
  return `top=${top},left=${left},width=${width},height=${height}`;
}
