import { privacyRequestCopy as copy } from '@/content/privacy';
import { PrivacyRequestForm } from './privacy-request-form';

/** The end of /privacidad: the rights form (#ejercer-derechos, linked from the notice). */
export function PrivacyRequestSection() {
  return (
    <section
      id="ejercer-derechos"
      aria-labelledby="ejercer-derechos-title"
      className="below-fold bg-ink-50 py-14"
    >
      <div className="mx-auto max-w-3xl px-5 lg:px-8">
        <h2 id="ejercer-derechos-title" className="text-2xl font-bold">
          {copy.title}
        </h2>
        <p className="mt-3 text-ink-700">{copy.intro}</p>
        <p className="mt-1 text-sm text-ink-600">{copy.requiredNote}</p>
        <PrivacyRequestForm />
      </div>
    </section>
  );
}
