'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogHeader } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icons';
import { leadFormCopy as copy } from '@/content/blog';
import type { SalesCalendar } from '@/lib/sales-hours/client';
import type { LeadContact } from './lead-thanks';

const loadForm = () => import('./lead-form');
// The thank-you view follows a sent form: fetched with the form, so it shows at once.
const loadThanks = () => import('./lead-thanks');
const preload = () => {
  void loadForm();
  void loadThanks();
};

const loading = () => (
  <p role="status" aria-busy="true" className="py-6 text-center text-ink-600">
    {copy.loadingForm}
  </p>
);
/**
 * The form (react-hook-form, zod, geolocation) is a chunk of its own, kept off the post's first
 * load and out of its first seconds (evaluating zod is a long task on a slow phone): it is
 * fetched when the visitor points at or focuses the button, shortly before the timer opens the
 * modal, or on opening.
 */
const LeadForm = dynamic(() => loadForm().then((module) => module.LeadForm), {
  ssr: false,
  loading,
});
const LeadThanks = dynamic(() => loadThanks().then((module) => module.LeadThanks), {
  ssr: false,
  loading,
});

/** The modal opens by itself after 10 s unless this flag is set (docs/product.md, Demo request). */
const shownFlag = 'modalShown';
const autoOpenDelayMs = 10_000;
const preloadBeforeOpenMs = 2_000;

// Storage can be unavailable (privacy settings): the modal then simply behaves as not shown.
function wasShown(): boolean {
  try {
    return window.localStorage.getItem(shownFlag) !== null;
  } catch {
    return false;
  }
}

function rememberShown() {
  try {
    window.localStorage.setItem(shownFlag, 'true');
  } catch {
    // Nothing to remember it in.
  }
}

/**
 * The 'Conversemos' button of a post and the lead modal it opens; once a request is sent, the
 * modal shows the thank-you view (booking, when sales will answer) until it is closed.
 */
export function LeadModal({
  geocoderUrl,
  bookingUrl,
  sales,
}: {
  geocoderUrl: string;
  bookingUrl: string;
  /** The page's business-hours calendar (lib/sales-hours, `salesCalendar`). */
  sales: SalesCalendar;
}) {
  // The form (and its geolocation request) mounts on the first opening and then stays.
  const [modal, setModal] = useState<'never-opened' | 'open' | 'closed'>('never-opened');
  const [isSent, setIsSent] = useState(false);
  // Who the last request was from, while its thank-you view shows; an opening clears it.
  const [sent, setSent] = useState<LeadContact | null>(null);

  const close = () => {
    setModal('closed');
    rememberShown();
  };

  useEffect(() => {
    if (wasShown()) return;
    // Ready before the timer opens the modal.
    const preloading = window.setTimeout(preload, autoOpenDelayMs - preloadBeforeOpenMs);
    const timer = window.setTimeout(() => {
      // Not again if it was opened meanwhile, here or in another tab.
      if (!wasShown()) setModal((current) => (current === 'never-opened' ? 'open' : current));
    }, autoOpenDelayMs);
    return () => {
      window.clearTimeout(preloading);
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setSent(null);
          setModal('open');
        }}
        // Ready before the click: the visitor is about to press it.
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        aria-haspopup="dialog"
        className={`${buttonStyles.primary} mt-8`}
      >
        {copy.open}
      </button>
      <p role="status" className="mt-4 font-medium text-accent-700 empty:hidden">
        {isSent && copy.sent}
      </p>
      <Dialog
        open={modal === 'open'}
        onClose={close}
        label={copy.title}
        className="dialog-scale m-auto w-[min(44rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-card bg-white text-left shadow-pop"
      >
        <DialogHeader onClose={close}>
          <Icon name="mail" className="size-5 text-brand-600" />
          {copy.title}
        </DialogHeader>
        <div className="max-h-[calc(100dvh-8rem)] overflow-y-auto px-5 py-6 sm:px-8">
          {modal !== 'never-opened' && (
            <div hidden={sent !== null}>
              <LeadForm
                geocoderUrl={geocoderUrl}
                onSent={(contact) => {
                  setIsSent(true);
                  setSent(contact);
                }}
              />
            </div>
          )}
          {sent && <LeadThanks contact={sent} bookingUrl={bookingUrl} sales={sales} />}
        </div>
      </Dialog>
    </>
  );
}
