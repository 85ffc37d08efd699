import type { IconName } from './icons';

/** The ERP implementation landing page's copy (docs/product.md, ERP landing page). */
export const odooPage = {
  eyebrow: 'Odoo ERP',
  title: 'Implementación de Odoo ERP',
  lead: 'Integra ventas, inventario, finanzas y personas en un solo sistema. Implementamos Odoo a la medida de tu empresa, con consultores certificados y un plan claro de principio a fin.',
  description:
    'Implementación de Odoo ERP en Chile y Latinoamérica: CRM y ventas, inventario, contabilidad, recursos humanos y e-commerce, con consultores certificados y soporte continuo.',
  cta: 'Agenda una consulta gratuita',
  highlights: ['Consultores certificados', 'Localización chilena', 'Soporte continuo'],
} as const;

export interface OdooCard {
  title: string;
  text: string;
  icon: IconName;
}

export const whyChooseUs: { title: string; reasons: readonly OdooCard[] } = {
  title: '¿Por qué elegirnos?',
  reasons: [
    {
      title: 'Soluciones a medida',
      text: 'Adaptamos Odoo a tus procesos y a la normativa local, y desarrollamos los módulos que tu negocio necesita.',
      icon: 'puzzle',
    },
    {
      title: 'Expertos certificados',
      text: 'Consultores y desarrolladores certificados en Odoo, con experiencia en proyectos de distintas industrias.',
      icon: 'certified',
    },
    {
      title: 'Metodología ágil',
      text: 'Entregas por etapas y validaciones frecuentes: ves el sistema funcionando desde las primeras semanas.',
      icon: 'agile',
    },
    {
      title: 'Soporte continuo',
      text: 'Te acompañamos después de la puesta en marcha con soporte, mejoras y actualizaciones de versión.',
      icon: 'support',
    },
  ],
};

export interface OdooModule extends OdooCard {
  /** The home page's ERP teaser shows this line. */
  summary: string;
  features: readonly string[];
}

export const odooModules: { title: string; lead: string; modules: readonly OdooModule[] } = {
  title: 'Módulos que implementamos',
  lead: 'Empieza por lo que más necesitas y suma módulos a medida que creces: todos comparten la misma información.',
  modules: [
    {
      title: 'CRM y Ventas',
      summary: 'Oportunidades, cotizaciones y pedidos en un mismo flujo.',
      text: 'Gestiona tu embudo comercial, cotiza en minutos y convierte cotizaciones en pedidos sin volver a digitar.',
      features: [
        'Embudo de oportunidades',
        'Cotizaciones y listas de precios',
        'Comisiones y metas',
      ],
      icon: 'trending-up',
    },
    {
      title: 'Inventario y Logística',
      summary: 'Stock en línea, bodegas y despachos bajo control.',
      text: 'Controla existencias en varias bodegas, automatiza reposiciones y traza cada producto hasta su despacho.',
      features: ['Múltiples bodegas', 'Reposición automática', 'Trazabilidad por lote y serie'],
      icon: 'package',
    },
    {
      title: 'Contabilidad y Finanzas',
      summary: 'Contabilidad al día y facturación electrónica integrada.',
      text: 'Contabilidad, conciliación bancaria y facturación electrónica integradas, con reportes financieros en tiempo real.',
      features: ['Facturación electrónica', 'Conciliación bancaria', 'Estados financieros'],
      icon: 'ledger',
    },
    {
      title: 'Recursos Humanos',
      summary: 'Personas, asistencia y remuneraciones conectadas.',
      text: 'Administra fichas, contratos, asistencia, vacaciones y evaluaciones de desempeño de todo tu equipo.',
      features: ['Fichas y contratos', 'Asistencia y vacaciones', 'Evaluaciones de desempeño'],
      icon: 'people',
    },
    {
      title: 'E-Commerce y Marketing',
      summary: 'Tienda en línea y campañas sobre el mismo stock.',
      text: 'Vende en línea con una tienda conectada a tu inventario y automatiza campañas de correo y marketing.',
      features: ['Tienda en línea', 'Campañas de correo', 'Automatización de marketing'],
      icon: 'cart',
    },
  ],
};

export const odooProcess: {
  title: string;
  lead: string;
  steps: readonly { title: string; text: string }[];
} = {
  title: 'Nuestro proceso de implementación',
  lead: 'Cinco etapas claras, con entregables y plazos acordados desde el inicio.',
  steps: [
    {
      title: 'Diagnóstico inicial',
      text: 'Conocemos tus procesos, sistemas y objetivos para definir qué necesitas y qué no.',
    },
    {
      title: 'Plan de implementación a medida',
      text: 'Definimos alcance, etapas, costos y plazos en un plan que tu equipo valida antes de empezar.',
    },
    {
      title: 'Configuración y desarrollo',
      text: 'Configuramos los módulos, migramos tus datos y desarrollamos las adaptaciones necesarias.',
    },
    {
      title: 'Capacitación y adopción',
      text: 'Capacitamos a cada área con sus propios casos y acompañamos la puesta en marcha.',
    },
    {
      title: 'Soporte y optimización',
      text: 'Resolvemos dudas, medimos el uso y mejoramos el sistema de forma continua.',
    },
  ],
};

export const odooClosing = {
  title: '¿Listo para ordenar tu operación con Odoo?',
  text: 'En una consulta gratuita revisamos tu situación actual y te proponemos un plan de implementación concreto.',
  cta: 'Agenda una consulta gratuita',
};
