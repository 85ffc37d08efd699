'use client';

import { LazyMotion, MotionConfig, m } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * framer-motion for the elements below, with its features loaded lazily and transforms left
 * out for visitors who prefer reduced motion.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

const states = {
  hidden: { opacity: 0, y: 24 },
  visible: { opacity: 1, y: 0 },
};

/**
 * Fades in and slides up while at least `threshold` of it is in view, and hides again when it
 * leaves (docs/product.md, Service pages). Needs a `MotionProvider` above it.
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
    <m.div
      className={className}
      variants={states}
      initial="hidden"
      whileInView="visible"
      viewport={{ amount: threshold }}
      transition={{ duration: 0.5, ease: 'easeOut' }}
    >
      {children}
    </m.div>
  );
}
