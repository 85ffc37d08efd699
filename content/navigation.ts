/** Sections of the home page that the header and footer link to (docs/product.md). */
export const homeSections = [
  { label: 'Productos', anchor: 'products' },
  { label: 'Clientes', anchor: 'clients' },
  { label: 'Creamos valor', anchor: 'values' },
  { label: 'Blogs', anchor: 'blogs' },
] as const;

export type HomeAnchor = (typeof homeSections)[number]['anchor'] | 'home' | 'services';

/** The footer's 'Secciones' list. */
export const footerSections: readonly { label: string; anchor: HomeAnchor }[] = [
  { label: 'Inicio', anchor: 'home' },
  { label: 'Servicios', anchor: 'services' },
  { label: 'Productos', anchor: 'products' },
  { label: 'Clientes', anchor: 'clients' },
  { label: 'Creamos valor', anchor: 'values' },
];
