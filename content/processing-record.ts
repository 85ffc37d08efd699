import type { ActivityId, ProcessingActivity } from '@/lib/processing-record/client';

/** The staff page /soporte/privacidad/registro: the record of processing (Ley 21.719). */
export const processingRecordCopy = {
  title: 'Registro de actividades de tratamiento',
  subtitle: 'Qué datos personales tratamos, para qué, dónde y por cuánto tiempo (Ley 21.719).',
  linkLabel: 'Registro de tratamiento',
  intro:
    'Este registro se genera desde el código del sitio: sus colecciones, envíos y plazos son los que el sistema aplica.',
  downloads: 'Descargar',
  csv: 'Descargar CSV',
  json: 'Descargar JSON',
  contents: 'Actividades',
  activities: {
    leads: 'Solicitudes de demo (leads)',
    reservas: 'Reuniones reservadas (Calendly)',
    'solicitudes-derechos': 'Solicitudes de datos personales',
    'cuentas-personal': 'Cuentas del personal',
    'miembros-turnos': 'Miembros y turnos de soporte',
    auditoria: 'Auditoría de datos personales',
    'avisos-chat': 'Avisos por chat',
    'incidentes-seguridad': 'Incidentes de seguridad',
    'proteccion-formularios': 'Protección de formularios públicos',
  } satisfies Record<ActivityId, string>,
  fields: {
    finalidad: 'Finalidad',
    baseLegal: 'Base legal',
    titulares: 'Titulares',
    categoriasDatos: 'Categorías de datos',
    colecciones: 'Dónde se guardan (colecciones de Firestore)',
    destinatarios: 'Destinatarios y país',
    plazoConservacion: 'Plazo de conservación',
    medidas: 'Medidas de seguridad',
  } satisfies Record<Exclude<keyof ProcessingActivity, 'id'>, string>,
  withoutPersonalDataTitle: 'Colecciones sin datos personales',
  withoutPersonalDataIntro:
    'El sistema también guarda estas colecciones, que no tienen datos de personas:',
} as const;
