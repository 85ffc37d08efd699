import 'server-only';
import { BOARD_ACCESS_COLLECTION, SESSION_DURATION_MS } from '@/lib/auth/accounts';
import { CHAT_RETENTION_DAYS } from '@/lib/chat';
import { env } from '@/lib/env';
import { ACKNOWLEDGEMENT_WINDOW_MS, leadCollections, leadLabels } from '@/lib/leads';
import { memberCollections } from '@/lib/members';
import { migrationCollections } from '@/lib/migrations';
import { notificationCollections } from '@/lib/notifications';
import { privacyCollections } from '@/lib/privacy';
import { scheduleCollections } from '@/lib/schedule';
import {
  RATE_COUNTERS_COLLECTION,
  RATE_WINDOW_MS,
  SPENT_PROOFS_COLLECTION,
} from '@/lib/spam/rate-limit';
import { DAY_MS, HOUR_MS } from '@/lib/time';
import { ACTIVITY_IDS, type ActivityId, type ProcessingActivity, type Recipient } from './model';

/**
 * An activity as the code states it: the record's fields, and the outbox channels (by name, as
 * lib/background/channels.ts lists them) that send its data out. The channels stay out of the
 * record itself: they name code, not a purpose; the completeness test reads them.
 */
export type ActivityDefinition = ProcessingActivity & { canales: readonly string[] };

/** The outside services, each with where the code sends its data (the country of transfer). */
const recipients = {
  firebase: {
    nombre: 'Google Firebase (Firestore y Authentication)',
    pais: 'Estados Unidos (Google LLC); Firestore, en la región del proyecto',
  },
  odoo: {
    nombre: 'Odoo, CRM de ventas (servidor de ODOO_URL)',
    pais: 'Donde esté alojado ODOO_URL; en Odoo Online, Bélgica (Odoo S.A.)',
  },
  leadService: {
    nombre: 'Servicio de leads (LEADS_UPSTREAM_URL)',
    pais: 'Donde esté alojado el servicio configurado',
  },
  geocoder: {
    nombre: 'Geocodificador inverso (NEXT_PUBLIC_GEOCODER_URL), llamado desde el navegador',
    pais: 'Donde esté alojado; el de OpenStreetMap (Nominatim), Reino Unido',
  },
  calendly: {
    nombre: 'Calendly, página de reservas',
    pais: 'Estados Unidos (Calendly LLC)',
  },
  shiftChat: {
    nombre: 'Chat de soporte (hooks de SHIFT_WEBHOOK_URLS)',
    pais: 'Estados Unidos (Slack, Google Chat o Microsoft Teams, según el hook)',
  },
  salesChat: {
    nombre: 'Chat de ventas (hooks de SALES_WEBHOOK_URLS)',
    pais: 'Estados Unidos (Slack, Google Chat o Microsoft Teams, según el hook)',
  },
  privacyChat: {
    nombre: 'Chat de privacidad (hooks de PRIVACY_WEBHOOK_URLS)',
    pais: 'Estados Unidos (Slack, Google Chat o Microsoft Teams, según el hook)',
  },
  slack: {
    nombre: 'Slack, app de turnos (canal de turnos, grupos de usuarios, búsqueda por email)',
    pais: 'Estados Unidos (Slack Technologies)',
  },
  calendarApps: {
    nombre: 'Aplicación de calendario que cada persona suscribe al feed de turnos',
    pais: 'Según la aplicación que elija cada persona',
  },
} as const satisfies Record<string, Recipient>;

const days = (ms: number) => ms / DAY_MS;
const hours = (ms: number) => ms / HOUR_MS;

/** Measures every activity shares, from the code that applies them. */
const common = {
  firestore:
    'Firestore solo con el SDK de administración del servidor; las reglas (firestore.rules) niegan a los navegadores toda escritura y toda lectura fuera del tablero en vivo',
  tls: 'Comunicaciones cifradas con TLS (HTTPS) con el sitio, Firebase y los servicios externos',
  staffGate:
    'Acceso solo para personal con sesión: cookie __session (HttpOnly, Secure, SameSite=Lax) verificada con firebase-admin en cada solicitud, incluida su revocación',
  privacyRole:
    'Datos personales de terceros solo para el rol de privacidad (claim privacy); cada acción queda auditada',
  outbox:
    'Envíos por la cola de salida (outbox): cada mensaje se registra con el cambio que lo causa y se reintenta sin duplicarse (Idempotency-Key)',
} as const;

const ttl =
  'eliminación por TTL de Firestore en expiresAt, y por la tarea de cada minuto donde no hay TTL';

/**
 * The record of processing, one activity per purpose, from the collections' registries and the
 * retention settings the retention code reads.
 */
export function activityDefinitions(): Record<ActivityId, ActivityDefinition> {
  const leadDays = env.LEADS_RETENTION_DAYS;
  const recordDays = env.PRIVACY_RECORDS_RETENTION_DAYS;
  return {
    leads: {
      id: 'leads',
      finalidad:
        'Responder las solicitudes de demo del sitio: registrarlas, llevarlas al CRM de ventas y al servicio de leads, enviar el acuse de recibo (lo envía Odoo) y medir cuándo ventas hace el primer contacto',
      baseLegal:
        'Consentimiento del titular (Ley 21.719), dado en el formulario y registrado con la versión de la política aceptada; medidas precontractuales a su solicitud',
      titulares: ['Personas que piden una demo en el sitio (clientes potenciales)'],
      categoriasDatos: [
        `Lo que envía el formulario: ${Object.values(leadLabels).join(', ').toLowerCase()}`,
        'Origen de la visita (página, utm_*) y consentimiento (versión y fecha)',
        'Seguimiento de ventas: estado en Odoo y cuándo se hizo el primer contacto',
        'Ubicación aproximada del navegador, solo si el visitante la permite, para proponer país y ciudad',
        'Huella con clave del email del último acuse de recibo',
      ],
      colecciones: [leadCollections.leads, leadCollections.acknowledgedAddresses],
      destinatarios: [
        recipients.firebase,
        recipients.odoo,
        recipients.leadService,
        recipients.geocoder,
      ],
      plazoConservacion: [
        `Solicitudes de demo: ${leadDays} días desde que se reciben (LEADS_RETENTION_DAYS); ${ttl}`,
        `Huella del último acuse por dirección: ${hours(ACKNOWLEDGEMENT_WINDOW_MS)} horas`,
        'En Odoo y el servicio de leads, según su propia política; a pedido del titular se eliminan en Odoo',
      ],
      medidas: [
        common.staffGate,
        'La mesa de leads oculta el contacto al personal sin el rol de privacidad; la exportación CSV es solo de ese rol',
        'Bloqueo a pedido del titular: un lead bloqueado no se envía ni se reintenta',
        'El acuse se registra por la huella HMAC-SHA-256 del email (PRIVACY_HASH_KEY), nunca el email',
        'Límite de envíos por cliente y prueba de trabajo ante abusos',
        common.outbox,
        common.firestore,
        common.tls,
      ],
      canales: ['leads-odoo', 'leads-upstream', 'acks-odoo'],
    },
    reservas: {
      id: 'reservas',
      finalidad:
        'Unir cada reunión reservada en Calendly a su solicitud de demo y registrarla como actividad en Odoo',
      baseLegal:
        'Medidas precontractuales a solicitud del titular (Ley 21.719): la reunión que reservó',
      titulares: ['Personas que reservan una reunión con ventas'],
      categoriasDatos: [
        'Identificación y contacto: nombre, email',
        'La reunión: fecha, hora y estado (agendada o cancelada)',
        'Huella SHA-256 del invitado de Calendly, para reconocer su reserva',
      ],
      colecciones: [leadCollections.bookings, leadCollections.leads],
      destinatarios: [recipients.calendly, recipients.firebase, recipients.odoo],
      plazoConservacion: [
        `Las de su solicitud de demo: ${leadDays} días (LEADS_RETENTION_DAYS); ${ttl}`,
      ],
      medidas: [
        'Solo se aceptan avisos de Calendly firmados (CALENDLY_WEBHOOK_SIGNING_KEY)',
        common.outbox,
        common.firestore,
        common.tls,
      ],
      canales: ['meetings-odoo'],
    },
    'solicitudes-derechos': {
      id: 'solicitudes-derechos',
      finalidad:
        'Atender los derechos de los titulares (acceso, rectificación, supresión, oposición, portabilidad, bloqueo) dentro del plazo legal, avisar al equipo y eliminar en Odoo lo que se suprime',
      baseLegal: 'Cumplimiento de una obligación legal (Ley 21.719: derechos de los titulares)',
      titulares: ['Personas que ejercen sus derechos sobre sus datos'],
      categoriasDatos: [
        'Contacto: email',
        'La solicitud: derecho, mensaje, fechas, respuesta y quién respondió',
        'Tras una supresión, solo la huella con clave del email',
      ],
      colecciones: [
        privacyCollections.requests,
        privacyCollections.notices,
        leadCollections.odooDeletions,
      ],
      destinatarios: [recipients.firebase, recipients.shiftChat, recipients.odoo],
      plazoConservacion: [
        `Solicitudes respondidas: ${recordDays} días desde la respuesta (PRIVACY_RECORDS_RETENTION_DAYS); las abiertas, hasta responderlas`,
        'Avisos al chat (sin email): sin eliminación automática',
        `Eliminaciones en Odoo: ${CHAT_RETENTION_DAYS} días después de hechas`,
      ],
      medidas: [
        common.privacyRole,
        'El email nunca viaja en una URL: siempre en el cuerpo de un POST',
        'El aviso al chat no incluye el email',
        'Tras una supresión, el email se reemplaza por su huella HMAC-SHA-256 (PRIVACY_HASH_KEY)',
        common.outbox,
        common.firestore,
        common.tls,
      ],
      canales: ['privacy-notices', 'odoo-deletions'],
    },
    'cuentas-personal': {
      id: 'cuentas-personal',
      finalidad:
        'Dar acceso al personal a la herramienta de soporte (/soporte) y al tablero en vivo, con su rol',
      baseLegal:
        'Ejecución del contrato con cada persona del equipo; interés legítimo en la seguridad del acceso',
      titulares: ['Personal de la consultora con cuenta de soporte'],
      categoriasDatos: [
        'Identificación y credenciales: email, nombre, contraseña (la guarda Firebase, cifrada)',
        'Roles (staff, privacidad) y sesiones',
        'Acceso abierto al tablero en vivo (uid y desde cuándo)',
      ],
      colecciones: [BOARD_ACCESS_COLLECTION],
      destinatarios: [recipients.firebase],
      plazoConservacion: [
        'Cuenta: mientras la persona sea parte del personal; al darla de baja se revocan sus sesiones y accesos',
        `Sesión: ${days(SESSION_DURATION_MS.remembered)} días con «Mantener sesión iniciada», si no ${days(SESSION_DURATION_MS.browserSession)} día`,
        'Acceso al tablero: hasta cerrar la sesión',
      ],
      medidas: [
        common.staffGate,
        'El tablero en vivo exige además un acceso abierto en el servidor, cerrado al salir',
        common.firestore,
        common.tls,
      ],
      canales: [],
    },
    'miembros-turnos': {
      id: 'miembros-turnos',
      finalidad:
        'Organizar los turnos de soporte: miembros y su contacto, rotaciones, coberturas, ausencias, horas, pago y enlaces de calendario',
      baseLegal: 'Ejecución del contrato con cada miembro del equipo y de la agencia',
      titulares: [
        'Miembros del equipo y de la agencia que hacen turnos',
        'Personal que los gestiona',
      ],
      categoriasDatos: [
        'Identificación y contacto: nombre, email, teléfono, usuario de Slack',
        'Turnos: historial, rotaciones, coberturas y solicitudes de cobertura',
        'Ausencias: tipo y nota (una licencia puede revelar datos de salud: dato sensible)',
        'Datos laborales: horas, tarifas y pagos publicados',
        'Quién hizo cada cambio (email del personal)',
      ],
      colecciones: [
        ...Object.values(memberCollections),
        scheduleCollections.history,
        scheduleCollections.current,
        scheduleCollections.rotations,
        scheduleCollections.coverages,
        scheduleCollections.coverRequests,
        scheduleCollections.absences,
        scheduleCollections.calendars,
        scheduleCollections.payRates,
        scheduleCollections.publishedPay,
      ],
      destinatarios: [recipients.firebase, recipients.slack, recipients.calendarApps],
      plazoConservacion: [
        'Miembros: mientras formen parte del equipo o la agencia',
        'Historial de turnos y pagos publicados: sin eliminación automática (respaldan las horas y los pagos)',
        'Enlaces de calendario: hasta que se reemplazan o la persona deja el personal',
      ],
      medidas: [
        common.staffGate,
        'Los enlaces de calendario se guardan como huella SHA-256 del token, nunca el token',
        'Solo se aceptan solicitudes de Slack firmadas (SLACK_SIGNING_SECRET)',
        common.firestore,
        common.tls,
      ],
      canales: [],
    },
    auditoria: {
      id: 'auditoria',
      finalidad:
        'Acreditar qué hizo el personal con los datos de cada persona (consultas, exportaciones, correcciones, bloqueos, supresiones)',
      baseLegal:
        'Cumplimiento de una obligación legal (Ley 21.719: deber de responsabilidad y de acreditar el cumplimiento)',
      titulares: ['Personas cuyos datos se consultaron o cambiaron', 'Personal que actuó'],
      categoriasDatos: [
        'Huella con clave del email (HMAC-SHA-256), nunca el email',
        'Acción, fecha, cantidades y email del personal que actuó',
      ],
      colecciones: [privacyCollections.audit],
      destinatarios: [recipients.firebase],
      plazoConservacion: [
        `${recordDays} días desde cada registro (PRIVACY_RECORDS_RETENTION_DAYS); ${ttl}`,
      ],
      medidas: [
        'El email se guarda como HMAC-SHA-256 con la clave PRIVACY_HASH_KEY (obligatoria en producción)',
        common.privacyRole,
        common.firestore,
        common.tls,
      ],
      canales: [],
    },
    'avisos-chat': {
      id: 'avisos-chat',
      finalidad:
        'Avisar al equipo por chat: cambios de turno, coberturas, recordatorios y nuevas solicitudes de demo; mantener el grupo de Slack de quien está de turno',
      baseLegal:
        'Ejecución del contrato con los miembros (turnos); interés legítimo en responder a tiempo a los clientes potenciales (avisos de ventas)',
      titulares: ['Miembros de turno', 'Personas que piden una demo (solo su empresa y país)'],
      categoriasDatos: [
        'De los miembros: nombre, email, teléfono, usuario de Slack',
        'De los leads: empresa, país, página de origen; nunca email ni teléfono',
      ],
      colecciones: [...Object.values(notificationCollections), leadCollections.salesNotices],
      destinatarios: [
        recipients.shiftChat,
        recipients.salesChat,
        recipients.slack,
        recipients.firebase,
      ],
      plazoConservacion: [
        `${CHAT_RETENTION_DAYS} días desde el cambio de turno o desde el envío (CHAT_RETENTION_DAYS); ${ttl}`,
        'Grupo de Slack: un documento por grupo, reemplazado en cada cambio de turno',
      ],
      medidas: [
        'Lo escrito por personas se envía como texto plano en el formato de cada chat',
        'Los avisos de ventas no incluyen email ni teléfono',
        common.outbox,
        common.firestore,
        common.tls,
      ],
      canales: [
        'shift-notifications',
        'skip-alerts',
        'schedule-notices',
        'slack-user-groups',
        'sales-notices',
      ],
    },
    'incidentes-seguridad': {
      id: 'incidentes-seguridad',
      finalidad:
        'Registrar las vulneraciones de seguridad de los datos, decidir y acreditar su notificación a la Agencia y a los titulares (Ley 21.719, vulneraciones de seguridad)',
      baseLegal:
        'Cumplimiento de una obligación legal (Ley 21.719: deber de reportar las vulneraciones de seguridad)',
      titulares: [
        'Personal que registra y decide sobre los incidentes',
        'Personas afectadas: solo se cuentan, no se identifican',
      ],
      categoriasDatos: ['Identidad del personal que registra y decide (email), con fecha'],
      colecciones: [privacyCollections.incidents, privacyCollections.incidentNotices],
      destinatarios: [recipients.firebase, recipients.privacyChat],
      plazoConservacion: ['Sin eliminación automática: acreditan el cumplimiento ante la Agencia'],
      medidas: [common.privacyRole, common.outbox, common.firestore, common.tls],
      canales: ['privacy-incidents'],
    },
    'proteccion-formularios': {
      id: 'proteccion-formularios',
      finalidad:
        'Proteger los formularios públicos (demo y derechos) de abusos: límite de envíos por cliente y por minuto',
      baseLegal: 'Interés legítimo en la seguridad y disponibilidad del sitio',
      titulares: ['Visitantes que envían un formulario público'],
      categoriasDatos: [
        'Huella SHA-256 (recortada) de la dirección IP del cliente y un contador por minuto',
      ],
      colecciones: [RATE_COUNTERS_COLLECTION],
      destinatarios: [recipients.firebase],
      plazoConservacion: [
        `Hasta el fin de su ventana de ${RATE_WINDOW_MS / 1000} segundos (expiresAt, para la política TTL de Firestore)`,
      ],
      medidas: [
        'La dirección IP nunca se guarda: solo su huella',
        'Prueba de trabajo propia (sin terceros ni cookies) cuando se alcanza el límite global',
        common.firestore,
        common.tls,
      ],
      canales: [],
    },
  };
}

/**
 * Collections the code writes that hold no personal data, each with why: they are left out of
 * the record on purpose, and the completeness test accepts them.
 */
export const collectionsWithoutPersonalData = {
  [leadCollections.destinations]:
    'Si cada destino de los leads los rechaza ahora (sin datos de personas)',
  [leadCollections.contactPoll]: 'El último minuto del sondeo de primer contacto',
  [migrationCollections.migrations]: 'Qué migraciones se aplicaron y cuándo',
  [SPENT_PROOFS_COLLECTION]:
    'Huellas de desafíos de prueba de trabajo ya usados, sin datos del cliente',
} as const;

/** The record as the Agency reads it, in ACTIVITY_IDS' order: the contract's fields alone. */
export function processingRecord(): ProcessingActivity[] {
  const definitions = activityDefinitions();
  return ACTIVITY_IDS.map((id) => {
    const { canales, ...activity } = definitions[id];
    void canales;
    return activity;
  });
}
