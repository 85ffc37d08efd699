import { buttonStyles } from '@/components/ui/button-styles';
import { contactCtaCopy } from '@/content/site';
import { OpenCalendarButton } from './calendar-modal';

/**
 * The 'Conversemos' call to action that closes the home and service pages; other pages may
 * word it their own way.
 */
export function ContactCta({
  title = contactCtaCopy.title,
  text = contactCtaCopy.text,
  action = contactCtaCopy.action,
}: {
  title?: string;
  text?: string;
  action?: string;
}) {
  return (
    <section aria-labelledby="contact-cta-title" className="below-fold px-5 py-20 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-8 py-14 text-center text-white shadow-pop sm:px-14">
        <h2 id="contact-cta-title" className="text-headline font-bold text-white">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lead text-brand-100">{text}</p>
        <OpenCalendarButton className={`${buttonStyles.onDark} mt-8`}>{action}</OpenCalendarButton>
      </div>
    </section>
  );
}
