'use client';

import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icons';
import { scrollToTop } from '@/components/ui/scroll';
import { siteCopy } from '@/content/site';

/** Appears once the page is scrolled at least the header's height; takes the visitor back up. */
export function BackToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const header = document.getElementById('site-header');
    const update = () => setVisible(window.scrollY >= (header?.offsetHeight ?? 72));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      aria-label={siteCopy.backToTop}
      onClick={() => {
        scrollToTop();
        document.querySelector<HTMLElement>('#site-header a')?.focus({ preventScroll: true });
      }}
      className={`fixed right-5 bottom-5 z-30 grid size-12 place-items-center rounded-full bg-brand-600 text-white shadow-pop transition-[opacity,translate,visibility] duration-300 hover:bg-brand-700 ${
        visible ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-3 opacity-0'
      }`}
    >
      <Icon name="arrow-up" className="size-5" />
    </button>
  );
}
