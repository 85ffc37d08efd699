'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { scrollToSection, scrollToTop } from '@/components/ui/scroll';
import type { HomeAnchor } from '@/content/navigation';

interface SectionLinkProps {
  anchor: HomeAnchor;
  className?: string;
  /** Called when the link is chosen, e.g. to close the menu that holds it. */
  onNavigate?: () => void;
  children: ReactNode;
}

/**
 * A link to a section of the home page. On the home page it scrolls there smoothly; elsewhere
 * it first navigates to / and scrolls once the home page is shown. It stays a real link, so
 * it works without JavaScript and opens in a new tab as usual.
 */
export function SectionLink({ anchor, className, onNavigate, children }: SectionLinkProps) {
  const router = useRouter();
  const pathname = usePathname();
  const pendingAnchor = useRef<HomeAnchor | null>(null);

  useEffect(() => {
    if (pathname !== '/' || !pendingAnchor.current) return;
    const target = pendingAnchor.current;
    pendingAnchor.current = null;
    requestAnimationFrame(() => scrollToSection(target));
  }, [pathname]);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onNavigate?.();
    if (pathname === '/') {
      window.history.replaceState(null, '', anchor === 'home' ? '/' : `/#${anchor}`);
      if (anchor === 'home') scrollToTop();
      else scrollToSection(anchor);
      return;
    }
    if (anchor === 'home') {
      router.push('/');
      return;
    }
    pendingAnchor.current = anchor;
    router.push(`/#${anchor}`, { scroll: false });
  }

  return (
    <a href={anchor === 'home' ? '/' : `/#${anchor}`} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
