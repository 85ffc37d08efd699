import Link from 'next/link';
import { Icon } from '@/components/ui/icons';
import { services } from '@/content/services';

/**
 * The services with icon and one-line description, as the header menus show them (all four)
 * and a service page's 'Otros servicios' (the other three, as cards).
 */
export function ServicesList({
  exceptSlug,
  className = 'grid gap-1',
  itemClassName = 'rounded-xl p-3 hover:bg-brand-50',
}: {
  exceptSlug?: string;
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ul className={className}>
      {services
        .filter((service) => service.slug !== exceptSlug)
        .map((service) => (
          <li key={service.slug}>
            <Link
              href={`/services/${service.slug}`}
              className={`group flex items-start gap-3 transition ${itemClassName}`}
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
