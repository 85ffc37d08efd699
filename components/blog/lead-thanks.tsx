'use client';

import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icons';
import { leadThanksCopy as copy } from '@/content/lead-thanks';
import { firstContactPhrase, type SalesCalendar } from '@/lib/sales-hours/client';

/** Who sent the request: the booking page is filled in with it. */
export type LeadContact = { name: string; email: string };

/** The booking page with the prospect filled in (Calendly's `name` and `email` parameters). */
function bookingLink(bookingUrl: string, { name, email }: LeadContact): string {
  const url = new URL(bookingUrl);
  url.searchParams.set('name', name);
  url.searchParams.set('email', email);
  return url.toString();
}

/**
 * The demo form's thank-you view (docs/product.md, Demo request): when sales will answer, in
 * business hours from the page's calendar, and 'Agenda una reunión ahora' to book at once.
 * Focus moves to its heading, so a screen reader announces it in place of the form.
 */
export function LeadThanks({
  contact,
  bookingUrl,
  sales,
}: {
  contact: LeadContact;
  bookingUrl: string;
  sales: SalesCalendar;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Read once, when the request was answered: the promise does not move while it is shown.
  const [when] = useState(() => firstContactPhrase(sales, Date.now()));
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="text-center">
      <Icon name="check" className="mx-auto size-10 text-accent-700" />
      <h2 ref={heading} tabIndex={-1} className="mt-3 text-title font-bold outline-none">
        {copy.title}
      </h2>
      <p className="mx-auto mt-3 max-w-md text-ink-700">
        {when ? copy.answerBy(when) : copy.answerLater} {copy.hours(sales.hoursText)}
      </p>
      <p className="mx-auto mt-6 max-w-md text-ink-600">{copy.bookIntro}</p>
      <a
        href={bookingLink(bookingUrl, contact)}
        target="_blank"
        rel="noopener"
        className={`${buttonStyles.primary} mt-4`}
      >
        <Icon name="calendar" className="size-5" />
        {copy.book}
        <span className="sr-only"> {copy.newTab}</span>
      </a>
    </div>
  );
}
