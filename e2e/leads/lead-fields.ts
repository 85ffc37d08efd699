/** A demo request as the blog's form sends it (e2e and integration tests). */
export const leadFields = (overrides: Record<string, unknown> = {}) => ({
  name: 'Camila Rojas',
  email: 'camila.rojas@empresa.cl',
  company: 'Distribuidora Austral',
  jobTitle: 'Gerente de Operaciones',
  phone: '+56 9 1234 5678',
  demoDescription: 'Queremos ver el módulo de inventario.',
  country: 'Chile',
  city: 'Santiago',
  ...overrides,
});
