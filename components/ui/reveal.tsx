import type { ReactNode } from 'react';

/**
 * Fades in and slides up while at least `threshold` of it is in view, and hides again when it
 * leaves (docs/product.md, Service pages). Rendered visible, so it paints before any script and
 * without one; `RevealOnScroll`, once on the page, hides and shows it (CSS in app/theme.css).
 */
export function Reveal({
  threshold = 0.1,
  className,
  children,
}: {
  threshold?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div data-reveal={threshold} className={className}>
      {children}
    </div>
  );
}
