import type { IconName } from '@/components/ui/icons';

export interface Service {
  /** URL segment: /services/{slug}. */
  slug: string;
  title: string;
  /** One line for the header's services menu. */
  shortDescription: string;
  icon: IconName;
}

export const services = [
  {
    slug: 'software-factory',
    title: 'Software Factory',
    shortDescription: 'Software a medida, web y móvil, de la idea a producción.',
    icon: 'code',
  },
  {
    slug: 'process-automation',
    title: 'Process Automation',
    shortDescription: 'Automatizamos procesos repetitivos con RPA e integraciones.',
    icon: 'automation',
  },
  {
    slug: 'big-data',
    title: 'Big Data y Analytics Solutions',
    shortDescription: 'Datos confiables, tableros y modelos para decidir mejor.',
    icon: 'analytics',
  },
  {
    slug: 'cloud-services',
    title: 'Cloud Services',
    shortDescription: 'Migración, arquitectura y operación segura en la nube.',
    icon: 'cloud',
  },
] as const satisfies readonly Service[];

export type ServiceSlug = (typeof services)[number]['slug'];

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
