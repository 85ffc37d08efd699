'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icons';

const CalendarModalContext = createContext<{ open: () => void } | null>(null);

/**
 * Holds the one calendar modal of the public site (specification 2.2): the external
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
        label="Agenda una reunión"
        id="calendar-modal"
        className="dialog-scale m-auto w-[min(56rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-card bg-white shadow-pop"
      >
        <div className="flex items-center justify-between gap-4 border-b border-ink-100 px-5 py-3">
          <p className="flex items-center gap-2 font-semibold text-ink-900">
            <Icon name="calendar" className="size-5 text-brand-600" />
            Agenda una reunión
          </p>
          <button
            type="button"
            onClick={() => setIsOpen(false)}
            className="rounded-full px-4 py-1.5 text-sm font-medium text-ink-700 ring-1 ring-ink-200 transition hover:bg-ink-50"
          >
            Cerrar
          </button>
        </div>
        <div className="max-h-[calc(100dvh-8rem)] overflow-y-auto">
          {hasOpened && (
            <iframe
              src={bookingUrl}
              title="Página de agendamiento de reuniones"
              className="block h-[700px] w-full border-0"
              loading="lazy"
            />
          )}
        </div>
      </Dialog>
    </CalendarModalContext>
  );
}

export function useCalendarModal() {
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
