/** What decides whether an autoplaying carousel moves on its own. */
export interface PlaybackState {
  /** The visitor's choice with the pause button; `null` until they press it. */
  pausedByVisitor: boolean | null;
  prefersReducedMotion: boolean;
  /** The pointer is over the carousel and the carousel pauses on hover. */
  hoverPaused: boolean;
  /** Keyboard focus is on a slide: it must not move away under the visitor. */
  focusInside: boolean;
}

/**
 * Whether the carousel counts as paused by the visitor. Without a choice of their own, a
 * visitor who prefers reduced motion starts with autoplay off.
 */
export function isPausedByVisitor(
  state: Pick<PlaybackState, 'pausedByVisitor' | 'prefersReducedMotion'>,
) {
  return state.pausedByVisitor ?? state.prefersReducedMotion;
}

export function shouldAutoplay(state: PlaybackState): boolean {
  return !isPausedByVisitor(state) && !state.hoverPaused && !state.focusInside;
}
