import { clientLogoPath, clients, type ClientKey } from './clients';

/** What a client says about working with us (docs/product.md, Home page). */
export interface Testimonial {
  key: string;
  text: string;
  name: string;
  /** Role and company. */
  position: string;
  logoPath: string;
}

const quotes: readonly { client: ClientKey; name: string; role: string; text: string }[] = [
  {
    client: 'minera-cordillera',
    name: 'Carolina Fuentes',
    role: 'Gerenta de Tecnología',
    text: 'Integraron los datos de nuestras tres faenas en una sola plataforma. Hoy vemos la producción del día siguiente a primera hora y no a fin de mes.',
  },
  {
    client: 'banco-austral',
    name: 'Rodrigo Valenzuela',
    role: 'Subgerente de Operaciones',
    text: 'Automatizamos la conciliación diaria con robots RPA: lo que tomaba cuatro horas a un equipo completo ahora se resuelve en veinte minutos y sin errores.',
  },
  {
    client: 'vina-altamira',
    name: 'Josefina Errázuriz',
    role: 'Gerenta de Administración y Finanzas',
    text: 'La implementación de Odoo se cumplió en el plazo y el presupuesto acordados. El equipo entendió nuestro negocio desde la primera reunión.',
  },
  {
    client: 'logistica-atacama',
    name: 'Matías Rojas',
    role: 'Jefe de Sistemas',
    text: 'Construyeron nuestra app de seguimiento de despachos en tiempo récord. El soporte 7x24 nos da la tranquilidad que necesita una operación que nunca se detiene.',
  },
  {
    client: 'cafe-quindio',
    name: 'Andrés Restrepo',
    role: 'Director de Planeación',
    text: 'Con su herramienta de pronóstico mejoramos la precisión de la demanda en un 18 % y redujimos los quiebres de stock en plena temporada.',
  },
  {
    client: 'energia-patagonia',
    name: 'Lucía Fernández',
    role: 'CIO',
    text: 'Migramos todo nuestro data center a la nube sin detener la operación. Además, hoy pagamos un 30 % menos en infraestructura.',
  },
  {
    client: 'clinica-santa-lucia',
    name: 'Felipe Morales',
    role: 'Gerente de Transformación Digital',
    text: 'Son un socio, no un proveedor: proponen mejoras, cumplen lo que prometen y el valor que recibimos supera con creces la inversión.',
  },
];

export const testimonials: readonly Testimonial[] = quotes.map(({ client, name, role, text }) => {
  const company = clients.find((candidate) => candidate.key === client);
  if (!company) throw new Error(`Unknown client ${client}`);
  return {
    key: client,
    text,
    name,
    position: `${role}, ${company.name}`,
    logoPath: clientLogoPath(company.filename),
  };
});
