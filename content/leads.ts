import { FIRST_CONTACT_DAYS, type DeliveryStatus, type LeadStatus } from '@/lib/leads/client';

/** The leads desk (/soporte/leads): its words, in Spanish, for the sales team and staff. */
export const leadsDeskCopy = {
  title: 'Leads',
  subtitle: 'Solicitudes de demo del sitio y su envío a Odoo.',
  linkLabel: 'Leads',
  /** The header link's badge: leads that wait on a person. */
  attention: (count: number) => `${count} por revisar`,
  /** Odoo's acknowledgement to the prospect (Lead.acknowledgement). */
  acknowledgement: {
    pending: 'Acuse: por enviar',
    sent: 'Acuse: enviado',
    'recent-address': 'Sin acuse: esta dirección ya recibió uno en las últimas 24 horas',
  },
  filterLabel: 'Estado',
  allStates: 'Todos',
  retry: 'Reintentar',
  retryAll: 'Reintentar todos',
  retryAllHint: 'Envía de nuevo ahora todos los leads retenidos y fallidos.',
  retried: 'Reintento en curso: el lead se envía ahora.',
  retriedAll: (count: number) =>
    count === 0
      ? 'No hay leads retenidos ni fallidos.'
      : `${count} ${count === 1 ? 'lead se envía' : 'leads se envían'} de nuevo.`,
  export: 'Descargar CSV',
  loadMore: 'Ver más',
  empty: 'No hay leads en este estado.',
  unavailable: 'No pudimos cargar los leads: el servicio de datos no responde. Intenta nuevamente.',
  failedRequest: 'No pudimos completar la acción. Intenta nuevamente.',
  heldBanner: (destination: string) => `${destination} está rechazando los leads`,
  heldHint:
    'Los leads quedan retenidos y se reintentan solos cada 15 minutos; nada se pierde. Revisa la clave de API o los permisos y usa «Reintentar todos».',
  columns: {
    date: 'Fecha',
    person: 'Persona',
    company: 'Empresa y país',
    destinations: 'Envíos',
  },
  attempts: (count: number) => `${count} ${count === 1 ? 'intento' : 'intentos'}`,
  openInOdoo: 'Abrir en Odoo',
  noDestination: 'Guardado: aún no hay destino configurado',
  /** Shown to privacy staff only, beside the contact details the desk sends no one else. */
  visitLabel: 'Origen de la visita',
  consent: (version: string) => `Consintió la política versión ${version}`,
  /** First contact by sales (SALES_HOURS, SALES_FIRST_CONTACT_MINUTES). */
  contactFilterLabel: 'Primer contacto',
  contactAll: 'Todos',
  contactLate: 'Atrasados sin contacto',
  emptyLate: 'No hay leads atrasados sin contacto.',
  meetingBooked: 'Con reunión agendada',
  emptyBooked: 'No hay leads con reunión agendada.',
  waiting: (minutes: number) => `Sin contacto · ${minutes} min hábiles`,
  contacted: (minutes: number) => `Contactado en ${minutes} min hábiles`,
  late: 'atrasado',
  median: (minutes: number | null) =>
    minutes === null
      ? `Primer contacto: ningún lead contactado en los últimos ${FIRST_CONTACT_DAYS} días.`
      : `Mediana del primer contacto (últimos ${FIRST_CONTACT_DAYS} días): ${minutes} min hábiles`,
  /** A blocked lead, as staff without the privacy role see it. */
  withheld: 'Bloqueado a pedido de su titular: solo el personal de privacidad ve sus datos.',
} as const;

/** Each lead state as staff read it. */
export const leadStatusLabels: Record<LeadStatus, string> = {
  stored: 'Guardado',
  pending: 'Pendiente',
  held: 'Retenido',
  failed: 'Fallido',
  forwarded: 'Enviado',
  blocked: 'Bloqueado',
};

/** Each destination's state as staff read it. */
export const deliveryStatusLabels: Record<DeliveryStatus, string> = {
  pending: 'Pendiente',
  forwarding: 'Enviando',
  held: 'Retenido',
  forwarded: 'Enviado',
  failed: 'Fallido',
};
