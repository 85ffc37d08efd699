'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icons';
import { homeSections } from '@/content/navigation';
import { siteCopy } from '@/content/site';
import { closeOnLink } from './close-on-link';
import { SectionLink } from './section-link';
import { useRouteChange } from './use-route-change';

const itemClass =
  'rounded-lg px-3 py-2 text-[0.95rem] font-medium text-ink-700 transition hover:bg-ink-50 hover:text-ink-950';

/**
 * The header's links from the large breakpoint up, with the services dropdown. `servicesMenu` is the services list, rendered on the server: the menu's client code then
 * carries none of the services' copy. A click on one of its links closes the menu.
 */
export function DesktopNav({ servicesMenu }: { servicesMenu: ReactNode }) {
  const [servicesOpen, setServicesOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useRouteChange(() => setServicesOpen(false));

  useEffect(() => {
    if (!servicesOpen) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setServicesOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [servicesOpen]);

  return (
    <nav aria-label={siteCopy.mainNav} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <li>
          <SectionLink anchor="home" className={itemClass}>
            {siteCopy.home}
          </SectionLink>
        </li>
        <li
          ref={containerRef}
          className="relative"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && servicesOpen) {
              setServicesOpen(false);
              buttonRef.current?.focus();
            }
          }}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setServicesOpen(false);
          }}
        >
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={servicesOpen}
            aria-controls={menuId}
            onClick={() => setServicesOpen((open) => !open)}
            className={`${itemClass} inline-flex items-center gap-1`}
          >
            {siteCopy.services}
            <Icon
              name="chevron-down"
              className={`size-4 transition-transform ${servicesOpen ? 'rotate-180' : ''}`}
            />
          </button>
          <div
            id={menuId}
            hidden={!servicesOpen}
            className="absolute top-full left-1/2 mt-3 w-[26rem] -translate-x-1/2 rounded-card border border-ink-100 bg-white p-2 shadow-pop"
          >
            <div onClick={(event) => closeOnLink(event, () => setServicesOpen(false))}>
              {servicesMenu}
            </div>
          </div>
        </li>
        {homeSections.map((section) => (
          <li key={section.anchor}>
            <SectionLink anchor={section.anchor} className={itemClass}>
              {section.label}
            </SectionLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
