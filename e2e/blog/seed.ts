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

/** The seeded posts' optional SEO fields (the others leave them empty). */
export const seededSeo = {
  full: {
    title: 'Automatización de procesos: por dónde empezar',
    metaTitle: 'Automatizar procesos: cómo elegir el primero',
    metaDescription:
      'Guía para elegir el primer proceso a automatizar, medir su retorno y evitar que los bots se conviertan en deuda técnica.',
    shareImageFile: 'automatizacion_flujo',
  },
  none: {
    title: 'Software a medida o SaaS: cómo decidir sin arrepentirse',
    subtitle:
      'Una guía práctica para evaluar costo total, tiempo de salida al mercado y ventaja competitiva antes de firmar.',
    coverFile: 'software_a_medida',
  },
};
