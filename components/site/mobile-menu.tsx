'use client';

import Link from 'next/link';
import { useId, useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icons';
import { homeSections } from '@/content/navigation';
import { siteCopy } from '@/content/site';
import { Logo } from './logo';
import { closeOnLink } from './close-on-link';
import { SectionLink } from './section-link';
import { useRouteChange } from './use-route-change';

const itemClass =
  'flex w-full items-center justify-between rounded-xl px-4 py-3 text-lg font-semibold text-ink-900 transition hover:bg-ink-50';

/** Below the large breakpoint: a hamburger that opens a full-screen slide-in menu. */
/** `servicesMenu`: the services list rendered on the server (see DesktopNav). */
export function MobileMenu({ servicesMenu }: { servicesMenu: ReactNode }) {
  const [open, setOpen] = useState(false);
  // The menu's links are rendered when it is first opened, not with every page: they are a
  // third of the header's elements, and the closed dialog shows nothing without JavaScript.
  const [everOpened, setEverOpened] = useState(false);
  // Separate from the desktop dropdown's state (docs/product.md, Shared chrome).
  const [servicesOpen, setServicesOpen] = useState(false);
  const servicesId = useId();
  const close = () => setOpen(false);

  useRouteChange(() => setOpen(false));

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-label={siteCopy.openMenu}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        className="grid size-11 place-items-center rounded-xl text-ink-900 ring-1 ring-ink-200 transition hover:bg-ink-50"
      >
        <Icon name="menu" className="size-6" />
      </button>
      <Dialog
        open={open}
        onClose={close}
        label={siteCopy.menu}
        id="mobile-menu"
        className="dialog-slide fixed inset-0 m-0 ml-auto h-dvh max-h-none w-full max-w-md bg-white shadow-pop"
      >
        {everOpened && (
          <>
            <div className="flex h-(--header-height) items-center justify-between border-b border-ink-100 px-5">
              <Link href="/" onClick={close} aria-label={siteCopy.homeLink}>
                <Logo />
              </Link>
              <button
                type="button"
                aria-label={siteCopy.closeMenu}
                onClick={close}
                className="grid size-11 place-items-center rounded-xl text-ink-900 ring-1 ring-ink-200 transition hover:bg-ink-50"
              >
                <Icon name="close" className="size-6" />
              </button>
            </div>
            <nav aria-label={siteCopy.mobileNav} className="overflow-y-auto p-4">
              <ul className="grid gap-1">
                <li>
                  <SectionLink anchor="home" className={itemClass} onNavigate={close}>
                    {siteCopy.home}
                  </SectionLink>
                </li>
                <li>
                  <button
                    type="button"
                    aria-expanded={servicesOpen}
                    aria-controls={servicesId}
                    onClick={() => setServicesOpen((isOpen) => !isOpen)}
                    className={itemClass}
                  >
                    {siteCopy.services}
                    <Icon
                      name="chevron-down"
                      className={`size-5 transition-transform ${servicesOpen ? 'rotate-180' : ''}`}
                    />
                  </button>
                  <div id={servicesId} hidden={!servicesOpen} className="px-2 pb-2">
                    <div onClick={(event) => closeOnLink(event, close)}>{servicesMenu}</div>
                  </div>
                </li>
                {homeSections.map((section) => (
                  <li key={section.anchor}>
                    <SectionLink anchor={section.anchor} className={itemClass} onNavigate={close}>
                      {section.label}
                    </SectionLink>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}
      </Dialog>
    </div>
  );
}
