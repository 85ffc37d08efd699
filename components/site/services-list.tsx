import Link from 'next/link';
import { Icon } from '@/components/ui/icons';
import { services } from '@/content/services';

/** The four services with icon and one-line description, as the header menus show them. */
export function ServicesList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="grid gap-1">
      {services.map((service) => (
        <li key={service.slug}>
          <Link
            href={`/services/${service.slug}`}
            onClick={onNavigate}
            className="group flex items-start gap-3 rounded-xl p-3 transition hover:bg-brand-50"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 transition group-hover:bg-brand-600 group-hover:text-white">
              <Icon name={service.icon} className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-ink-900">{service.title}</span>
              <span className="block text-sm text-ink-600">{service.shortDescription}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
