/** The blog's words (docs/product.md, Blog): list page, home teaser, lead modal. */
export const blogCopy = {
  title: 'Nuestros Blogs',
  description:
    'Artículos sobre desarrollo de software, automatización, datos, nube y ERP del equipo de la consultora.',
  lead: 'Ideas, casos y aprendizajes de nuestro equipo sobre software, automatización, datos y nube.',
  loadingPost: 'Cargando artículo…',
  empty: 'Pronto publicaremos nuestros primeros artículos.',
  more: 'Ver más Blogs',
  postTitle: 'Blog',
} as const;

/** A post's page around its body. */
export const postCopy = {
  back: 'Volver a los blogs',
  publishedOn: 'Publicado el',
  ctaTitle: '¿Quieres ver cómo aplicarlo en tu empresa?',
  ctaText: 'Agenda una demo con nuestro equipo y conversemos sobre tu caso.',
  /** The share card's alternative text. */
  ogAlt: 'Artículo del blog de Andina Digital',
} as const;

/** The retry button of a blog page that could not load. */
export const loadErrorCopy = {
  retry: 'Reintentar',
  retrying: 'Reintentando…',
} as const;

/** The bar of a post seen in Draft Mode (Strapi's Preview button). */
export const previewCopy = {
  unpublished: 'Vista previa: esta entrada no está publicada',
  published: 'Vista previa: esta entrada está publicada',
  exit: 'Salir de la vista previa',
} as const;

/** The lead modal and its form. */
export const leadFormCopy = {
  open: 'Conversemos',
  title: 'Solicita una demo',
  sent: '¡Gracias! Recibimos tu solicitud y te contactaremos muy pronto.',
  intro: 'Déjanos tus datos y te contactaremos para coordinar una demo.',
  requiredNote: 'Los campos con * son obligatorios.',
  question: '¿Qué te gustaría ver en la demo?',
  loadingForm: 'Cargando el formulario…',
  locating: 'Detectando tu ubicación…',
  submit: 'Enviar solicitud',
  submitting: 'Enviando…',
  invalid: 'Revisa los datos del formulario e inténtalo nuevamente.',
  failed: 'No pudimos enviar tu solicitud. Intenta nuevamente en unos minutos.',
  offline: 'No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo nuevamente.',
} as const;
