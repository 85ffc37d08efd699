'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogHeader } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icons';
import { leadFormCopy as copy } from '@/content/blog';

const loadForm = () => import('./lead-form');

/**
 * The form (react-hook-form, zod, geolocation) is a chunk of its own, kept off the post's first
 * load and out of its first seconds (evaluating zod is a long task on a slow phone): it is
 * fetched when the visitor points at or focuses the button, shortly before the timer opens the
 * modal, or on opening.
 */
const LeadForm = dynamic(() => loadForm().then((module) => module.LeadForm), {
  ssr: false,
  loading: () => (
    <p role="status" aria-busy="true" className="py-6 text-center text-ink-600">
      {copy.loadingForm}
    </p>
  ),
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

/** The 'Conversemos' button of a post and the lead modal it opens. */
export function LeadModal({ geocoderUrl }: { geocoderUrl: string }) {
  // The form (and its geolocation request) mounts on the first opening and then stays.
  const [modal, setModal] = useState<'never-opened' | 'open' | 'closed'>('never-opened');
  const [isSent, setIsSent] = useState(false);

  const close = () => {
    setModal('closed');
    rememberShown();
  };

  useEffect(() => {
    if (wasShown()) return;
    // Ready before the timer opens the modal.
    const preload = window.setTimeout(loadForm, autoOpenDelayMs - preloadBeforeOpenMs);
    const timer = window.setTimeout(() => {
      // Not again if it was opened meanwhile, here or in another tab.
      if (!wasShown()) setModal((current) => (current === 'never-opened' ? 'open' : current));
    }, autoOpenDelayMs);
    return () => {
      window.clearTimeout(preload);
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => setModal('open')}
        // Ready before the click: the visitor is about to press it.
        onPointerEnter={loadForm}
        onFocus={loadForm}
        onTouchStart={loadForm}
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
            <LeadForm
              geocoderUrl={geocoderUrl}
              onSent={() => {
                setIsSent(true);
                close();
              }}
            />
          )}
        </div>
      </Dialog>
    </>
  );
}
