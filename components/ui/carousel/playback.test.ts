import { describe, expect, it } from 'vitest';
import { isPausedByVisitor, shouldAutoplay, type PlaybackState } from './playback';

const idle: PlaybackState = {
  pausedByVisitor: null,
  prefersReducedMotion: false,
  hoverPaused: false,
  focusInside: false,
};

describe('carousel playback', () => {
  it('plays on its own by default', () => {
    expect(shouldAutoplay(idle)).toBe(true);
  });

  it('holds still while hovered, while a slide has focus, or once paused', () => {
    expect(shouldAutoplay({ ...idle, hoverPaused: true })).toBe(false);
    expect(shouldAutoplay({ ...idle, focusInside: true })).toBe(false);
    expect(shouldAutoplay({ ...idle, pausedByVisitor: true })).toBe(false);
  });

  it('starts paused for visitors who prefer reduced motion', () => {
    const reduced = { ...idle, prefersReducedMotion: true };
    expect(isPausedByVisitor(reduced)).toBe(true);
    expect(shouldAutoplay(reduced)).toBe(false);
  });

  it("follows the visitor's own choice over the motion preference", () => {
    expect(shouldAutoplay({ ...idle, prefersReducedMotion: true, pausedByVisitor: false })).toBe(
      true,
    );
    expect(isPausedByVisitor({ pausedByVisitor: true, prefersReducedMotion: false })).toBe(true);
  });
});
