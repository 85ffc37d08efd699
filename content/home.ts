import type { IconName } from './icons';
import { company } from './company';

/** The home page's copy (docs/product.md, Home page). */
export const homeMeta = {
  title: 'Software, automatización y datos para empresas',
  description:
    'Consultora chilena de software a medida, automatización de procesos, big data y cloud. Implementamos Odoo ERP y desarrollamos productos propios. Agenda una consulta gratuita.',
  /** The eyebrow of the home page's share card. */
  ogEyebrow: 'Consultora de software y datos',
};

export const heroCopy = { carouselLabel: 'Destacados' } as const;

/** What a hero slide's button does. */
export type HeroAction =
  { kind: 'calendar'; label: string } | { kind: 'integration-platform'; label: string };

export interface HeroSlide {
  key: string;
  eyebrow: string;
  title: string;
  text: string;
  action: HeroAction;
  /** Illustration under /images/hero (SVG, 560×440). */
  image: string;
}

/**
 * The first slide's title and text are the longest on purpose: the others slide in later and
 * would otherwise become the page's Largest Contentful Paint, seconds after load.
 */
export const heroSlides: readonly HeroSlide[] = [
  {
    key: 'erp',
    eyebrow: 'Implementación Odoo ERP',
    title: 'Toda tu empresa integrada en un solo sistema',
    text: 'Implementamos Odoo con consultores certificados: ventas, inventario, finanzas y personas conectados en semanas, no en meses.',
    action: { kind: 'calendar', label: 'Agenda una consulta gratuita' },
    image: '/images/hero/erp.svg',
  },
  {
    key: 'transformation',
    eyebrow: 'Transformación digital',
    title: 'Convertimos procesos y datos en resultados',
    text: 'Software a medida, automatización y analítica de datos con equipos que cumplen costo, plazo y alcance.',
    action: { kind: 'calendar', label: 'Reunámonos' },
    image: '/images/hero/transformation.svg',
  },
  {
    key: 'integration',
    eyebrow: 'Conecta, plataforma de integración',
    title: 'Todos tus sistemas conversando entre sí',
    text: 'Flujos de trabajo, un SDK y un puente para eventos, colas y RPA: integra ERP, CRM y bancos sin desarrollos a medida.',
    action: { kind: 'integration-platform', label: 'Descubre más' },
    image: '/images/hero/integration.svg',
  },
];

export const erpTeaser = {
  eyebrow: 'Odoo ERP',
  title: 'Un ERP modular, implementado a tu medida',
  link: 'Conoce nuestra implementación',
  carouselLabel: 'Módulos de Odoo ERP',
};

export const servicesSection = {
  title: 'Nuestros servicios',
  lead: 'Equipos expertos que diseñan, construyen y operan la tecnología que hace crecer tu negocio.',
  cardLink: 'Ver servicio',
};

export const productsSection = {
  title: 'Nuestros productos',
  lead: 'Software propio, probado en operaciones reales de la región.',
  link: 'Conoce más',
  sliderLabel: 'Productos',
  chooseLabel: 'Elegir producto',
  logoAlt: (name: string) => `Logo de ${name}`,
  /** Read after the link's text by screen readers. */
  linkHint: (name: string) => ` sobre ${name} (se abre en una pestaña nueva)`,
};

export const clientsSection = {
  title: 'Compañías líderes confían en nuestra experiencia.',
  logosLabel: 'Algunos de nuestros clientes',
  data: { figure: '+30 TB', text: 'de datos procesados diariamente para nuestros clientes' },
  figures: [
    { figure: '+300', text: 'implementaciones exitosas' },
    { figure: '+200', text: 'automatizaciones de procesos' },
  ],
  presence: {
    title: 'Presencia en',
    countries: company.presence,
  },
  testimonials: {
    title: 'Lo que dicen nuestros clientes',
    cta: 'Agenda una reunión',
    carouselLabel: 'Testimonios de clientes',
  },
} as const;

export interface ValuePoint {
  title: string;
  text: string;
  icon: IconName;
}

export const valuesSection: { title: string; lead: string; points: readonly ValuePoint[] } = {
  title: 'Cómo creamos valor para tu empresa.',
  lead: 'Cinco compromisos que guían cada proyecto, del primer taller a la operación.',
  points: [
    {
      title: 'Cumplimos costo, plazo y alcance',
      text: 'Acordamos contigo el costo, el plazo y el alcance de cada proyecto desde el inicio, y los cumplimos.',
      icon: 'reliability',
    },
    {
      title: 'Soporte 5x8 y 7x24',
      text: 'Elige el soporte que tu operación necesita: en horario hábil (5x8) o continuo (7x24), con tiempos de respuesta comprometidos.',
      icon: 'support',
    },
    {
      title: 'Metodologías ágiles',
      text: 'Trabajamos en ciclos cortos con entregas frecuentes: ves avances reales cada dos semanas y ajustas prioridades sobre la marcha.',
      icon: 'agile',
    },
    {
      title: 'Garantía en todos nuestros desarrollos',
      text: 'Todo lo que construimos tiene garantía: si algo no funciona como lo acordamos, lo corregimos sin costo.',
      icon: 'warranty',
    },
    {
      title: 'Valor percibido mayor al valor pagado',
      text: 'Medimos nuestro éxito por el impacto en tu negocio: el valor que recibes debe superar siempre lo que inviertes.',
      icon: 'value',
    },
  ],
};
