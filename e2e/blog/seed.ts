/** Titles of the posts cms/ seeds into a fresh database (cms/src/seed/posts.ts). */
export const seededPosts = {
  published: [
    'Software a medida o SaaS: cómo decidir sin arrepentirse',
    'Automatización de procesos: por dónde empezar',
    'Del dato a la decisión: una arquitectura analítica para empresas medianas',
    'Migrar a la nube sin sorpresas en la factura',
    'Odoo en 90 días: lecciones de una implementación ERP',
  ],
  unpublished: 'Borrador: tendencias de ciberseguridad para 2026',
};
