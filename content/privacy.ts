import type { PrivacyRight } from '@/lib/privacy/client-fields';
import { company } from './company';
import { privacyNoticeVersion } from './privacy-notice';

/**
 * The privacy notice (docs/product.md, Privacy notice). Its version (content/privacy-notice.ts) is
 * what a lead's consent records: change it, and the date, whenever this text changes in
 * substance, and keep the text true to what the site and the company do (docs/deploy.md,
 * Personal data).
 */
export const privacyNotice = {
  ...privacyNoticeVersion,
  path: '/privacidad',
  title: 'Política de privacidad',
  description: `Cómo ${company.name} trata los datos personales que entregas en este sitio y cómo ejercer tus derechos.`,
  lead: `Cómo tratamos los datos personales que nos entregas en este sitio, conforme a la Ley 19.628 sobre protección de datos personales, modificada por la Ley 21.719.`,
  versionLine: (version: string, date: string) => `Versión ${version}, vigente desde el ${date}.`,
} as const;

export interface NoticeSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  /** Said after the list. */
  after?: readonly string[];
}

/** What each right lets a person ask for. */
const rightDescriptions: Readonly<Record<PrivacyRight, string>> = {
  acceso:
    'saber si tratamos datos tuyos y, si es así, cuáles, de dónde los obtuvimos, para qué los usamos, a quién los comunicamos y por cuánto tiempo los guardaremos.',
  rectificacion:
    'corregir o completar tus datos cuando sean inexactos, incompletos o estén desactualizados.',
  supresion:
    'que eliminemos tus datos, por ejemplo cuando ya no sean necesarios o retires tu consentimiento.',
  oposicion: 'que dejemos de tratar tus datos para una finalidad determinada.',
  portabilidad:
    'recibir tus datos en un formato estructurado y de uso común (JSON), para guardarlos o entregarlos a otro responsable.',
  bloqueo:
    'que suspendamos temporalmente el tratamiento de tus datos, por ejemplo mientras resolvemos una solicitud de rectificación, supresión u oposición: mientras estén bloqueados no los enviamos a nadie.',
};

/**
 * The notice's sections. `retentionDays` and `responseDays` are the site's settings
 * (LEADS_RETENTION_DAYS, PRIVACY_RESPONSE_BUSINESS_DAYS), so the notice says what it does.
 */
export function noticeSections({
  retentionDays,
  responseDays,
  rightLabels,
}: {
  retentionDays: number;
  responseDays: number;
  rightLabels: Readonly<Record<PrivacyRight, string>>;
}): NoticeSection[] {
  return [
    {
      id: 'responsable',
      title: 'Quién es responsable de tus datos',
      paragraphs: [
        `${company.legalName} (${company.name}), con domicilio en ${company.address.display}, Chile, es responsable del tratamiento de los datos personales que se recogen en este sitio.`,
        `Para cualquier consulta sobre tus datos o esta política, escríbenos a ${company.email} o llámanos al ${company.phone.display}.`,
      ],
    },
    {
      id: 'datos',
      title: 'Qué datos tratamos y de dónde los obtenemos',
      paragraphs: ['Solo tratamos los datos que tú nos entregas en los formularios del sitio:'],
      items: [
        'Solicitud de demo: nombre, email, teléfono, empresa, cargo, país, ciudad y lo que nos cuentes sobre la demo que buscas.',
        'Ubicación aproximada: para sugerirte el país y la ciudad, el formulario de demo pide la ubicación a tu navegador, que te pregunta antes si quieres compartirla. Si aceptas, las coordenadas se envían solo a un servicio público de mapas para obtener el país y la ciudad, que puedes corregir; las coordenadas no se guardan. Si no aceptas, sugerimos Chile y Santiago.',
        'Solicitud de derechos: tu email, el derecho que ejerces y tu mensaje.',
        'Protección contra el abuso: al recibir un formulario contamos los envíos de cada conexión durante un minuto. Guardamos una huella irreversible (hash) de la dirección de red, nunca la dirección, y la borramos al terminar ese minuto.',
      ],
      after: [
        'El sitio no instala cookies de seguimiento ni de publicidad. Si abres la agenda de reuniones, esta se carga desde un servicio externo de agendamiento, con su propia política de privacidad.',
      ],
    },
    {
      id: 'finalidades',
      title: 'Para qué usamos tus datos',
      paragraphs: ['Usamos tus datos solo para:'],
      items: [
        'responder tu solicitud de demo, contactarte y coordinarla;',
        'atender los derechos que ejerzas y acreditar que los atendimos;',
        'proteger el sitio de envíos abusivos.',
      ],
      after: [
        'No vendemos tus datos, no los usamos para decisiones automatizadas ni para enviarte publicidad que no hayas pedido.',
      ],
    },
    {
      id: 'base-legal',
      title: 'Con qué base legal',
      paragraphs: [
        'Tratamos los datos de tu solicitud de demo con tu consentimiento, que das al marcar la casilla del formulario antes de enviarlo. Registramos qué versión de esta política aceptaste y cuándo.',
        'Puedes retirar tu consentimiento cuando quieras, sin expresar causa, pidiendo la supresión o la oposición; el retiro no afecta lo hecho antes. Los datos de una solicitud de derechos los tratamos para cumplir nuestras obligaciones legales.',
      ],
    },
    {
      id: 'destinatarios',
      title: 'Quién recibe tus datos',
      paragraphs: ['Tus datos los reciben, solo para las finalidades anteriores:'],
      items: [
        'nuestro servicio de gestión de clientes potenciales (servicio de leads), al que enviamos tu solicitud de demo para darle seguimiento;',
        'los proveedores que alojan el sitio y su base de datos (Google Cloud y Firebase), que los tratan por encargo nuestro;',
        'nuestro personal autorizado, que recibe un aviso interno cuando llega una solicitud de derechos.',
      ],
      after: [
        'Estos proveedores pueden guardar o procesar los datos fuera de Chile, por ejemplo en Estados Unidos, lo que constituye una transferencia internacional de datos. La hacemos con proveedores que se obligan por contrato a protegerlos con garantías adecuadas. No cedemos tus datos a terceros para fines propios de ellos.',
      ],
    },
    {
      id: 'conservacion',
      title: 'Cuánto tiempo los guardamos',
      paragraphs: [
        `Una solicitud de demo se elimina automáticamente ${retentionDays} días después de recibida, o antes si pides su supresión.`,
        'Una solicitud de derechos se conserva mientras sea necesaria para acreditar que la atendimos. Cuando eliminamos datos a pedido tuyo, guardamos solo un registro interno de la eliminación, con una huella irreversible de tu email, nunca el email.',
      ],
    },
    {
      id: 'derechos',
      title: 'Tus derechos',
      paragraphs: ['Puedes ejercer en cualquier momento, gratuitamente, estos derechos:'],
      items: (Object.keys(rightDescriptions) as PrivacyRight[]).map(
        (right) => `${rightLabels[right]}: ${rightDescriptions[right]}`,
      ),
      after: [
        `Para ejercerlos, usa el formulario al final de esta página o escríbenos a ${company.email}, indicando el email con el que nos contactaste y el derecho que ejerces. Podemos pedirte que acredites tu identidad antes de responder.`,
      ],
    },
    {
      id: 'plazo',
      title: 'En qué plazo respondemos',
      paragraphs: [
        `Respondemos dentro de ${responseDays} días hábiles desde que recibimos tu solicitud, sin contar sábados, domingos ni feriados de Chile. Al enviar el formulario te indicamos la fecha límite.`,
      ],
    },
    {
      id: 'reclamo',
      title: 'Dónde reclamar',
      paragraphs: [
        'Si no respondemos dentro del plazo, o no estás de acuerdo con nuestra respuesta, puedes reclamar ante la Agencia de Protección de Datos Personales.',
      ],
    },
    {
      id: 'seguridad',
      title: 'Cómo protegemos tus datos',
      paragraphs: [
        'Los datos viajan cifrados, se guardan en servicios con acceso restringido y solo nuestro personal autorizado puede consultarlos.',
      ],
    },
    {
      id: 'cambios',
      title: 'Cambios a esta política',
      paragraphs: [
        'Si cambiamos esta política publicaremos aquí la nueva versión con su fecha. La versión que aceptaste queda registrada con tu solicitud.',
      ],
    },
  ];
}

/** The rights form at the end of the notice. */
export const privacyRequestCopy = {
  title: 'Ejerce tus derechos',
  intro:
    'Indícanos tu email y el derecho que quieres ejercer. Te responderemos al email que indiques.',
  requiredNote: 'Los campos con * son obligatorios.',
  chooseRight: 'Elige un derecho',
  messageHint: 'Opcional: cuéntanos qué necesitas, por ejemplo qué dato corregir.',
  submit: 'Enviar solicitud',
  submitting: 'Enviando…',
  sentTitle: 'Recibimos tu solicitud',
  sent: (dueOn: string) =>
    `Te responderemos a más tardar el ${dueOn}. Guarda este número de solicitud:`,
  another: 'Enviar otra solicitud',
  invalid: 'Revisa los datos del formulario e inténtalo nuevamente.',
  offline: 'No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo nuevamente.',
} as const;

/** The link to the notice from the footer and the demo form. */
export const privacyLinkCopy = {
  footer: 'Política de privacidad',
  consentBefore: 'He leído y acepto la ',
  consentLink: 'política de privacidad',
  consentAfter: ', y autorizo el tratamiento de mis datos para responder esta solicitud.',
} as const;

/** The staff page /soporte/datos (docs/support-tool.md, Datos personales). */
export const privacyStaffCopy = {
  title: 'Datos personales',
  subtitle: 'Solicitudes de derechos y datos guardados de cada persona (Ley 21.719).',
  toBoard: 'Volver a turnos',
  toPrivacy: 'Datos personales',
  requestsTitle: 'Solicitudes de derechos abiertas',
  requestsSubtitle: 'Por fecha límite: las vencidas primero. Respóndelas por email.',
  noRequests: 'No hay solicitudes abiertas.',
  moreRequests: 'Ver más solicitudes',
  loadingMore: 'Cargando…',
  dataDeleted: (date: string) =>
    `Datos eliminados el ${date}. La solicitud se conserva para responderla.`,
  unavailable: 'No pudimos cargar las solicitudes: el servicio de datos no responde.',
  columns: {
    email: 'Email',
    right: 'Derecho',
    received: 'Recibida',
    due: 'Vence',
    actions: 'Acciones',
  },
  overdue: 'Vencida',
  message: 'Mensaje',
  lookUp: 'Ver datos',
  markAnswered: 'Marcar respondida',
  answered: 'Solicitud marcada como respondida',
  lookupTitle: 'Datos de una persona',
  lookupSubtitle: 'Todo lo guardado con ese email, sin distinguir mayúsculas.',
  email: 'Email',
  search: 'Buscar',
  searching: 'Buscando…',
  nothingFound: (email: string) => `No hay datos guardados de ${email}.`,
  leadsTitle: (count: number) => `Solicitudes de demo (${count})`,
  requestsOfTitle: (count: number) => `Solicitudes de derechos (${count})`,
  received: (date: string) => `Recibida el ${date}`,
  leadStatus: {
    stored: 'Guardada (sin servicio de leads)',
    pending: 'Por enviar al servicio de leads',
    forwarding: 'Enviándose al servicio de leads',
    forwarded: 'Enviada al servicio de leads',
    failed: 'Rechazada por el servicio de leads',
    blocked: 'Bloqueada: no se envía',
  } as Record<string, string>,
  forwarded: (upstreamId: string, date: string) =>
    `Enviada el ${date}; id en el servicio de leads: ${upstreamId || 'no informado'}`,
  consent: (version: string, date: string) => `Consintió la política versión ${version} el ${date}`,
  noConsent: 'Sin consentimiento registrado (anterior a la política de privacidad)',
  expires: (date: string) => `Se elimina el ${date}`,
  requestLine: (right: string, status: string, due: string) =>
    `${right}: ${status}, vence el ${due}`,
  export: 'Exportar JSON',
  correct: 'Corregir',
  block: 'Bloquear',
  unblock: 'Desbloquear',
  remove: 'Eliminar todo',
  confirmRemove: (email: string) => ({
    title: `¿Eliminar todos los datos de ${email}?`,
    body: 'Se borran sus solicitudes de demo y de derechos. Queda solo un registro de auditoría con una huella del email. No se puede deshacer.',
  }),
  removed: (leads: number, requests: number) =>
    `Eliminadas ${leads} solicitudes de demo y ${requests} de derechos.`,
  removeUpstream: 'Ya llegaron al servicio de leads: elimínalas también allí.',
  upstreamItem: (upstreamId: string | null, date: string | null) =>
    upstreamId
      ? `id ${upstreamId}${date ? `, enviada el ${date}` : ''}`
      : 'enviándose en ese momento: búscala allí por email',
  blocked: (count: number) => `Bloqueadas ${count} solicitudes de demo`,
  unblocked: (count: number) => `Desbloqueadas ${count} solicitudes de demo`,
  correctTitle: 'Corregir datos',
  correctHint:
    'Se corrigen todas sus solicitudes de demo; lo que no cambies queda igual. Corrige también en el servicio de leads lo ya enviado.',
  save: 'Guardar',
  saving: 'Guardando…',
  corrected: (count: number) => `Corregidas ${count} solicitudes de demo`,
  failed: (detail: string) => `No se pudo completar: ${detail}`,
} as const;

/** The 403 page of the privacy pages for staff without the privacy role. */
export const privacyForbiddenCopy = {
  title: 'Sin acceso a datos personales',
  body: 'Esta página es solo para el personal de privacidad. Si necesitas el acceso, pídelo a quien administra las cuentas de soporte.',
  back: 'Volver a turnos',
} as const;
