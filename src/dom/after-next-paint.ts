/**
 * Resolves once the browser has painted the frame after now. Work awaited behind it (a chunk's first
 * run, React's first render) no longer holds back the paint that answers a tap: that paint is what the
 * browser times as the tap's interaction (INP), and on a slow phone a chunk's first run is hundreds of
 * milliseconds. A task queued from a frame callback runs once that frame is painted.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
}
