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
            className="group hover:bg-brand-50 flex items-start gap-3 rounded-xl p-3 transition"
          >
            <span className="bg-brand-50 text-brand-700 group-hover:bg-brand-600 grid size-10 shrink-0 place-items-center rounded-lg transition group-hover:text-white">
              <Icon name={service.icon} className="size-5" />
            </span>
            <span>
              <span className="text-ink-900 block font-semibold">{service.title}</span>
              <span className="text-ink-600 block text-sm">{service.shortDescription}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
