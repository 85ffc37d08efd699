import Link from 'next/link';
import { Icon } from '@/components/ui/icons';
import { services } from '@/content/services';

/**
 * The services with icon and one-line description, as the header menus show them (all four)
 * and a service page's 'Otros servicios' (the other three, as cards).
 */
export function ServicesList({
  onNavigate,
  exceptSlug,
  className = 'grid gap-1',
  itemClassName = 'rounded-xl p-3 hover:bg-brand-50',
}: {
  onNavigate?: () => void;
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
              onClick={onNavigate}
              className={`group flex items-start gap-3 transition ${itemClassName}`}
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
