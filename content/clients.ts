/** A client whose logo the home page shows (docs/product.md, Home page). */
export interface ClientLogo {
  key: string;
  name: string;
  /** File under the client-images path, see `clientLogoPath`. */
  filename: string;
}

/** Where client logos are served from. Every logo is an SVG of 200×64. */
const clientImagesPath = '/images/clients';
export const clientLogoSize = { width: 200, height: 64 } as const;

export function clientLogoPath(filename: string): string {
  return `${clientImagesPath}/${filename}`;
}

/** Each logo's file is named after its key: `<key>.svg`. */
const client = <Key extends string>(key: Key, name: string) =>
  ({ key, name, filename: `${key}.svg` }) as const;

export const clients = [
  client('minera-cordillera', 'Minera Cordillera'),
  client('banco-austral', 'Banco Austral'),
  client('vina-altamira', 'Viña Altamira'),
  client('salmones-del-sur', 'Salmones del Sur'),
  client('logistica-atacama', 'Logística Atacama'),
  client('energia-patagonia', 'Energía Patagonia'),
  client('seguros-condor', 'Seguros Cóndor'),
  client('clinica-santa-lucia', 'Clínica Santa Lucía'),
  client('forestal-araucania', 'Forestal Araucanía'),
  client('cafe-quindio', 'Café Quindío'),
  client('grupo-pampa', 'Grupo Pampa'),
  client('retail-pacifico', 'Retail Pacífico'),
  client('constructora-mapocho', 'Constructora Mapocho'),
  client('fruticola-maule', 'Frutícola Maule'),
] as const satisfies readonly ClientLogo[];

export type ClientKey = (typeof clients)[number]['key'];
