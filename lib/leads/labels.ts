import type { DemoRequest } from './schema';

/** The demo form's fields as people read them: a 400's `detail` starts with the field's name. */
export const demoRequestLabels: Readonly<Record<keyof DemoRequest, string>> = {
  name: 'Nombre',
  email: 'Email',
  company: 'Empresa',
  jobTitle: 'Cargo',
  phone: 'Teléfono',
  demoDescription: 'Descripción de la demo',
  country: 'País',
  city: 'Ciudad',
};
