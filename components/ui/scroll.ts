import { prefersReducedMotion } from './reduced-motion';

/** Smooth scrolling that honours the visitor's reduced-motion preference. */
function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/** Scrolls to the element with this id and moves keyboard focus there; false when absent. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // Blocks below the fold hold placeholder heights (`.below-fold` in app/theme.css): lay them out
  // first, or the smooth scroll would aim at a position that moves as they appear.
  document.documentElement.dataset.renderAll = '';
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
