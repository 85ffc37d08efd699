import type { IconName } from './icons';

/** One box of a service page: what the service covers. */
interface ServiceFeature {
  title: string;
  description: string;
  icon: IconName;
}

export interface Service {
  /** URL segment: /services/{slug}. */
  slug: string;
  title: string;
  /** One line for the header's services menu. */
  shortDescription: string;
  /** The home page card's text. */
  description: string;
  /** The service page's opening paragraph; also its meta description. */
  lead: string;
  /** Title of the service page's feature grid. */
  featuresTitle: string;
  features: readonly ServiceFeature[];
  /** Illustration under /images/services (SVG, 560×280, transparent). */
  image: string;
  icon: IconName;
}

export const services = [
  {
    slug: 'software-factory',
    title: 'Software Factory',
    shortDescription: 'Software a medida, web y móvil, de la idea a producción.',
    description:
      'Diseñamos, construimos y mantenemos software a la medida de tu negocio: aplicaciones web y móviles, integraciones y plataformas completas, con equipos dedicados y entregas cada dos semanas.',
    lead: 'Un equipo completo —producto, diseño, desarrollo y calidad— que convierte tus ideas en software confiable, con entregas frecuentes y visibilidad total del avance.',
    featuresTitle: 'Todo el ciclo del software, en un solo equipo',
    features: [
      {
        title: 'Software a medida',
        description:
          'Sistemas diseñados para tus procesos, no al revés: arquitectura escalable, código mantenible y documentación que tu equipo puede usar.',
        icon: 'code',
      },
      {
        title: 'Desarrollo web',
        description:
          'Portales, plataformas transaccionales y sistemas internos rápidos, seguros y accesibles, construidos con tecnologías modernas.',
        icon: 'globe',
      },
      {
        title: 'Aplicaciones móviles',
        description:
          'Apps para iOS y Android, nativas o multiplataforma, conectadas a tus sistemas y pensadas para el uso en terreno.',
        icon: 'mobile',
      },
      {
        title: 'Mantenimiento evolutivo',
        description:
          'Corregimos, actualizamos y hacemos crecer tus aplicaciones existentes con acuerdos de servicio claros y medibles.',
        icon: 'wrench',
      },
      {
        title: 'Diseño UI',
        description:
          'Interfaces coherentes con tu marca y sistemas de diseño reutilizables que aceleran cada nueva funcionalidad.',
        icon: 'design',
      },
      {
        title: 'QA y pruebas',
        description:
          'Pruebas funcionales, automatizadas y de rendimiento en cada entrega, para que los errores no lleguen a tus usuarios.',
        icon: 'quality',
      },
      {
        title: 'Prototipos UX',
        description:
          'Prototipos navegables validados con usuarios reales antes de escribir la primera línea de código.',
        icon: 'prototype',
      },
      {
        title: 'Discovery',
        description:
          'Talleres para entender el problema, priorizar el alcance y estimar costo y plazo con fundamento.',
        icon: 'discovery',
      },
    ],
    image: '/images/services/software-factory.svg',
    icon: 'code',
  },
  {
    slug: 'process-automation',
    title: 'Process Automation',
    shortDescription: 'Automatizamos procesos repetitivos con RPA e integraciones.',
    description:
      'Liberamos a tus equipos de las tareas repetitivas: automatizamos procesos con RPA, flujos de trabajo e integraciones entre sistemas, con control y trazabilidad de punta a punta.',
    lead: 'Identificamos los procesos que más tiempo consumen y los automatizamos con robots, flujos e integraciones, para que tu equipo se dedique a lo que realmente aporta valor.',
    featuresTitle: 'Procesos más rápidos, sin errores manuales',
    features: [
      {
        title: 'Levantamiento de procesos',
        description:
          'Mapeamos tus procesos, medimos tiempos y costos, y priorizamos las automatizaciones con mayor retorno.',
        icon: 'discovery',
      },
      {
        title: 'Robots RPA',
        description:
          'Robots de software que operan tus sistemas como lo haría una persona, las 24 horas y sin errores de digitación.',
        icon: 'bot',
      },
      {
        title: 'Flujos de trabajo',
        description:
          'Aprobaciones, tareas y notificaciones orquestadas de forma digital, con reglas de negocio claras y auditables.',
        icon: 'workflow',
      },
      {
        title: 'Integración de sistemas',
        description:
          'Conectamos ERP, CRM, bancos y plataformas propias mediante APIs, colas y eventos para eliminar la doble digitación.',
        icon: 'plug',
      },
      {
        title: 'Procesamiento de documentos',
        description:
          'Extraemos y validamos datos de facturas, órdenes y formularios de forma automática, con revisión humana cuando corresponde.',
        icon: 'document',
      },
      {
        title: 'Monitoreo y mejora continua',
        description:
          'Tableros con la ejecución de cada robot y flujo, alertas tempranas y ajustes permanentes a medida que tu negocio cambia.',
        icon: 'activity',
      },
    ],
    image: '/images/services/process-automation.svg',
    icon: 'automation',
  },
  {
    slug: 'big-data',
    title: 'Big Data y Analytics Solutions',
    shortDescription: 'Datos confiables, tableros y modelos para decidir mejor.',
    description:
      'Convertimos grandes volúmenes de datos en decisiones: plataformas de datos modernas, tableros de gestión y modelos predictivos que responden las preguntas de tu negocio.',
    lead: 'Diseñamos y operamos plataformas de datos que integran todas tus fuentes, garantizan su calidad y ponen indicadores y modelos predictivos al alcance de cada área.',
    featuresTitle: 'Del dato en bruto a la decisión informada',
    features: [
      {
        title: 'Ingeniería de datos',
        description:
          'Pipelines robustos que extraen, limpian y transforman datos de todas tus fuentes, en lote o en tiempo real.',
        icon: 'database',
      },
      {
        title: 'Data lakes y data warehouses',
        description:
          'Arquitecturas de datos escalables en la nube, diseñadas para procesar terabytes con costos controlados.',
        icon: 'layers',
      },
      {
        title: 'Tableros de gestión',
        description:
          'Indicadores claros y actualizados en Power BI, Looker o Tableau, construidos junto a quienes toman las decisiones.',
        icon: 'analytics',
      },
      {
        title: 'Analítica avanzada y machine learning',
        description:
          'Modelos de pronóstico, segmentación y detección de anomalías que se integran a la operación diaria.',
        icon: 'sparkles',
      },
      {
        title: 'Streaming en tiempo real',
        description:
          'Procesamiento de eventos al instante para monitorear operaciones, sensores y transacciones mientras ocurren.',
        icon: 'zap',
      },
      {
        title: 'Gobierno y calidad de datos',
        description:
          'Catálogos, linaje, controles de calidad y políticas de acceso para que todos confíen en el mismo número.',
        icon: 'reliability',
      },
    ],
    image: '/images/services/big-data.svg',
    icon: 'analytics',
  },
  {
    slug: 'cloud-services',
    title: 'Cloud Services',
    shortDescription: 'Migración, arquitectura y operación segura en la nube.',
    description:
      'Llevamos tus aplicaciones a la nube y las operamos de forma segura y eficiente en AWS, Azure o Google Cloud, con arquitecturas que crecen contigo y costos bajo control.',
    lead: 'Planificamos, migramos y operamos tu infraestructura en la nube con prácticas DevOps, seguridad desde el diseño y un seguimiento permanente del costo.',
    featuresTitle: 'Una nube segura, eficiente y bien operada',
    features: [
      {
        title: 'Migración a la nube',
        description:
          'Evaluamos tus aplicaciones y las migramos por etapas, sin detener la operación y con un plan de vuelta atrás.',
        icon: 'migration',
      },
      {
        title: 'Arquitectura cloud',
        description:
          'Diseños de alta disponibilidad, contenedores y servicios administrados en AWS, Azure o Google Cloud.',
        icon: 'server',
      },
      {
        title: 'DevOps y CI/CD',
        description:
          'Infraestructura como código y pipelines de despliegue automatizados para publicar cambios a diario con confianza.',
        icon: 'pipeline',
      },
      {
        title: 'Seguridad y cumplimiento',
        description:
          'Gestión de identidades, cifrado, respaldos y controles alineados con las normas de tu industria.',
        icon: 'lock',
      },
      {
        title: 'Optimización de costos',
        description:
          'Monitoreamos el consumo y ajustamos recursos y compromisos para que pagues solo por lo que necesitas.',
        icon: 'savings',
      },
      {
        title: 'Operación administrada',
        description:
          'Monitoreo, alertas y soporte 7x24 de tu plataforma, con tiempos de respuesta comprometidos.',
        icon: 'support',
      },
    ],
    image: '/images/services/cloud-services.svg',
    icon: 'cloud',
  },
] as const satisfies readonly Service[];

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/** The words around a service page's own content. */
export const servicePageCopy = {
  back: 'Volver',
  others: 'Otros servicios',
  /** The share card: its alternative text and eyebrow (also its title when the slug is unknown). */
  ogAlt: 'Servicio de Andina Digital',
  ogEyebrow: 'Servicios',
} as const;
