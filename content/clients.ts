/** A client whose logo the home page shows (docs/product.md, Home page). */
export interface ClientLogo {
  key: string;
  name: string;
  /** File under the client-images path, see `clientLogoPath`. */
  filename: string;
}

/** Where client logos are served from. Every logo is an SVG of 200×64. */
export const clientImagesPath = '/images/clients';
export const clientLogoSize = { width: 200, height: 64 } as const;

export function clientLogoPath(filename: string): string {
  return `${clientImagesPath}/${filename}`;
}

export const clients = [
  { key: 'minera-cordillera', name: 'Minera Cordillera', filename: 'minera-cordillera.svg' },
  { key: 'banco-austral', name: 'Banco Austral', filename: 'banco-austral.svg' },
  { key: 'vina-altamira', name: 'Viña Altamira', filename: 'vina-altamira.svg' },
  { key: 'salmones-del-sur', name: 'Salmones del Sur', filename: 'salmones-del-sur.svg' },
  { key: 'logistica-atacama', name: 'Logística Atacama', filename: 'logistica-atacama.svg' },
  { key: 'energia-patagonia', name: 'Energía Patagonia', filename: 'energia-patagonia.svg' },
  { key: 'seguros-condor', name: 'Seguros Cóndor', filename: 'seguros-condor.svg' },
  { key: 'clinica-santa-lucia', name: 'Clínica Santa Lucía', filename: 'clinica-santa-lucia.svg' },
  { key: 'forestal-araucania', name: 'Forestal Araucanía', filename: 'forestal-araucania.svg' },
  { key: 'cafe-quindio', name: 'Café Quindío', filename: 'cafe-quindio.svg' },
  { key: 'grupo-pampa', name: 'Grupo Pampa', filename: 'grupo-pampa.svg' },
  { key: 'retail-pacifico', name: 'Retail Pacífico', filename: 'retail-pacifico.svg' },
  {
    key: 'constructora-mapocho',
    name: 'Constructora Mapocho',
    filename: 'constructora-mapocho.svg',
  },
  { key: 'fruticola-maule', name: 'Frutícola Maule', filename: 'fruticola-maule.svg' },
] as const satisfies readonly ClientLogo[];

export type ClientKey = (typeof clients)[number]['key'];
