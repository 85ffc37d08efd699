import { buttonStyles } from '@/components/ui/button-styles';
import { OpenCalendarButton } from './calendar-modal';

/** The 'Conversemos' call to action that closes the home and service pages. */
export function ContactCta() {
  return (
    <section aria-labelledby="contact-cta-title" className="px-5 py-20 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-8 py-14 text-center text-white shadow-pop sm:px-14">
        <h2 id="contact-cta-title" className="text-headline font-bold text-white">
          Conversemos
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lead text-brand-100">
          Cuéntanos tu desafío y te proponemos un camino concreto, con plazos y costos claros.
        </p>
        <OpenCalendarButton className={`${buttonStyles.onDark} mt-8`}>
          Agenda una reunión
        </OpenCalendarButton>
      </div>
    </section>
  );
}
