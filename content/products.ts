/** One of our own products, as the home page's 'Nuestros productos' slider shows it. */
export interface Product {
  key: string;
  name: string;
  subtitle: string;
  description: string;
  highlights: readonly string[];
  /** The product's mark under /images/products (SVG, 64×64). */
  logo: string;
  /** A sketch of the product's main screen under /images/products (SVG, 520×400). */
  screenshot: string;
  /**
   * The product's own site. Absent for the integration platform, whose landing page is
   * configured (NEXT_PUBLIC_INTEGRATION_PLATFORM_URL) because the hero links to it too.
   */
  url?: string;
}

export const products: readonly Product[] = [
  {
    key: 'conecta',
    name: 'Conecta',
    subtitle: 'Plataforma de integración para tus sistemas',
    description:
      'Un middleware que conecta ERP, CRM, bancos y aplicaciones propias sin desarrollos punto a punto. Diseña flujos de trabajo visuales, extiéndelos con nuestro SDK y orquesta eventos, colas y robots RPA desde un solo lugar.',
    highlights: [
      'Flujos de trabajo visuales con reintentos y trazabilidad',
      'SDK para crear conectores propios en TypeScript o Python',
      'Puente para eventos, colas de mensajes y robots RPA',
    ],
    logo: '/images/products/conecta.svg',
    screenshot: '/images/products/conecta-screen.svg',
  },
  {
    key: 'planifica',
    name: 'Planifica',
    subtitle: 'Pronóstico de demanda y planificación de materiales para S&OP',
    description:
      'Anticipa la demanda con modelos estadísticos y de machine learning, y traduce el pronóstico en un plan de compras y producción. Ventas, operaciones y finanzas trabajan sobre el mismo número en cada ciclo S&OP.',
    highlights: [
      'Pronósticos por producto, canal y región',
      'Planificación de materiales (MRP) con alertas de quiebre',
      'Escenarios y consenso para el comité S&OP',
    ],
    logo: '/images/products/planifica.svg',
    screenshot: '/images/products/planifica-screen.svg',
    url: 'https://planifica.andinadigital.cl',
  },
  {
    key: 'litigia',
    name: 'Litigia',
    subtitle: 'Gestión de causas judiciales para equipos legales',
    description:
      'Centraliza causas, plazos, audiencias y documentos de tu equipo legal o estudio jurídico. Recibe alertas antes de cada vencimiento y reporta el estado de la cartera a la gerencia en minutos.',
    highlights: [
      'Agenda de plazos y audiencias con alertas automáticas',
      'Expediente digital con control de versiones',
      'Reportes de cartera y contingencias para la gerencia',
    ],
    logo: '/images/products/litigia.svg',
    screenshot: '/images/products/litigia-screen.svg',
    url: 'https://litigia.andinadigital.cl',
  },
];

/** Where a product's 'Conoce más' leads. */
export function productUrl(product: Product, integrationPlatformUrl: string): string {
  return product.url ?? integrationPlatformUrl;
}
