import { ServicesList } from '@/components/site/services-list';
import { servicePageCopy } from '@/content/services';

/** Links to the other three services, at the end of a service page. */
export function OtherServices({ currentSlug }: { currentSlug: string }) {
  return (
    <nav aria-labelledby="other-services-title" className="bg-ink-50 py-16">
      <div className="mx-auto max-w-7xl px-5 lg:px-8">
        <h2 id="other-services-title" className="text-title font-bold">
          {servicePageCopy.others}
        </h2>
        <ServicesList
          exceptSlug={currentSlug}
          className="mt-6 grid gap-4 md:grid-cols-3"
          itemClassName="h-full rounded-card border border-ink-100 bg-white p-5 hover:border-brand-200"
        />
      </div>
    </nav>
  );
}
