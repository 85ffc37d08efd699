'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Dialog, DialogHeader } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icons';
import { calendarCopy } from '@/content/site';

const CalendarModalContext = createContext<{ open: () => void } | null>(null);

/**
 * Holds the one calendar modal of the public site (docs/product.md, Shared chrome): the external
 * scheduling page in a 700 px iframe. Any component below opens it with `useCalendarModal`.
 */
export function CalendarModalProvider({
  bookingUrl,
  children,
}: {
  bookingUrl: string;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  // The third-party page loads on first use only, then stays loaded for later openings.
  const [hasOpened, setHasOpened] = useState(false);
  const value = useMemo(
    () => ({
      open: () => {
        setHasOpened(true);
        setIsOpen(true);
      },
    }),
    [],
  );

  return (
    <CalendarModalContext value={value}>
      {children}
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        label={calendarCopy.title}
        id="calendar-modal"
        className="dialog-scale m-auto w-[min(56rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-card bg-white shadow-pop"
      >
        <DialogHeader onClose={() => setIsOpen(false)}>
          <Icon name="calendar" className="size-5 text-brand-600" />
          {calendarCopy.title}
        </DialogHeader>
        <div className="max-h-[calc(100dvh-8rem)] overflow-y-auto">
          {hasOpened && (
            <iframe
              src={bookingUrl}
              title={calendarCopy.frameTitle}
              className="block h-[700px] w-full border-0"
              loading="lazy"
            />
          )}
        </div>
      </Dialog>
    </CalendarModalContext>
  );
}

function useCalendarModal() {
  const context = useContext(CalendarModalContext);
  if (!context) throw new Error('useCalendarModal needs a CalendarModalProvider above it');
  return context;
}

/** A button that opens the calendar modal; usable from server components. */
export function OpenCalendarButton({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const { open } = useCalendarModal();
  return (
    <button type="button" onClick={open} className={className} aria-haspopup="dialog">
      {children}
    </button>
  );
}
