import { company } from './company';

/** The public site's chrome (docs/product.md, Shared chrome): header, menus, footer, modal. */
export const siteCopy = {
  /** The title of a page that sets none. */
  defaultTitle: `${company.name} | Software, automatización y datos`,
  skipToContent: 'Saltar al contenido',
  homeLink: `${company.name}, ir al inicio`,
  home: 'Inicio',
  services: 'Servicios',
  mainNav: 'Principal',
  mobileNav: 'Principal móvil',
  menu: 'Menú principal',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  backToTop: 'Volver arriba',
} as const;

export const footerCopy = {
  sections: 'Secciones',
  company: 'Nuestra empresa',
  email: 'Escríbenos',
  phone: 'Llámanos',
  location: 'Ubicación',
  rights: 'Todos los derechos reservados.',
} as const;

/** The calendar modal and the 'Conversemos' call to action that opens it. */
export const calendarCopy = {
  title: 'Agenda una reunión',
  frameTitle: 'Página de agendamiento de reuniones',
} as const;

export const contactCtaCopy = {
  title: 'Conversemos',
  text: 'Cuéntanos tu desafío y te proponemos un camino concreto, con plazos y costos claros.',
  action: calendarCopy.title,
} as const;

/** A page that exists but whose content does not (an unknown blog post, …). */
export const notFoundCopy = {
  eyebrow: 'Error 404',
  title: 'No encontramos esta página',
  back: 'Volver al inicio',
} as const;
