/** The company behind the site: name, contact targets and location. */
export const company = {
  name: 'Andina Digital',
  legalName: 'Andina Digital SpA',
  tagline:
    'Software a medida, automatización y analítica de datos para empresas que quieren crecer.',
  email: 'contacto@andinadigital.cl',
  phone: { display: '+56 2 2890 4410', href: 'tel:+56228904410' },
  address: {
    display: 'Av. Apoquindo 4700, oficina 1201, Las Condes, Santiago',
    street: 'Av. Apoquindo 4700, oficina 1201',
    locality: 'Las Condes',
    region: 'Región Metropolitana',
    countryCode: 'CL',
    mapUrl:
      'https://www.google.com/maps/search/?api=1&query=Av.+Apoquindo+4700,+Las+Condes,+Santiago,+Chile',
  },
  /** Countries where we have clients and teams. */
  presence: ['Chile', 'Colombia', 'Argentina', 'Canadá'],
} as const;
