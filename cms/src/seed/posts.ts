import { bullets, code, heading, image, paragraph, quote, steps } from './blocks';

export interface SeedPost {
  title: string;
  subtitle: string;
  published: boolean;
  /** Cover image under src/seed/images/, with its alternative text. */
  cover: SeedImage;
  /** An image shown inside the body (an image block needs the uploaded file's record). */
  figure?: SeedImage & { caption: string };
  body: (figure?: Record<string, unknown>) => unknown[];
  /** The optional `shared.seo` component: some samples fill it, the others fall back. */
  seo?: { metaTitle: string; metaDescription: string; shareImage?: SeedImage };
}

export interface SeedImage {
  file: string;
  alt: string;
}

/** Sample posts for a fresh local database: four or more published, one still unpublished. */
export const seedPosts: SeedPost[] = [
  {
    title: 'Software a medida o SaaS: cómo decidir sin arrepentirse',
    subtitle:
      'Una guía práctica para evaluar costo total, tiempo de salida al mercado y ventaja competitiva antes de firmar.',
    published: true,
    cover: {
      file: 'software-a-medida.jpg',
      alt: 'Ventana de editor de código junto a los símbolos de apertura y cierre de una etiqueta',
    },
    body: () => [
      paragraph(
        'Cada semana conversamos con equipos que dudan entre **construir** una solución propia o **contratar** un producto SaaS. No hay una respuesta universal, pero sí preguntas que ordenan la decisión.',
      ),
      heading(2, '1. ¿El proceso es lo que te diferencia?'),
      paragraph(
        'Si el proceso es estándar (nómina, correo, facturación básica), un SaaS maduro suele ganar. Si es *la razón por la que tus clientes te eligen*, vale la pena que el software se adapte a ti y no al revés.',
      ),
      heading(2, '2. Calcula el costo total a cinco años'),
      bullets(
        '**Licencias**: multiplica usuarios por precio y suma los aumentos anuales.',
        '**Integraciones**: cada conector con tu ERP o CRM tiene un costo de construcción y de mantención.',
        '**Desarrollo a medida**: considera discovery, construcción, QA y un contrato de mantención.',
      ),
      quote(
        'El software más caro no es el que cuesta más al principio, sino el que obliga a tu equipo a trabajar alrededor de él.',
      ),
      heading(2, '3. Empieza con un discovery corto'),
      paragraph(
        'En dos o tres semanas de *discovery* levantamos procesos, usuarios y restricciones, y entregamos un prototipo navegable. Con eso, la decisión deja de ser una apuesta. Si quieres ver cómo trabajamos, revisa nuestra [fábrica de software](/services/software-factory).',
      ),
    ],
  },
  {
    title: 'Automatización de procesos: por dónde empezar',
    subtitle:
      'Cómo elegir el primer proceso a automatizar, medir el retorno y evitar que los bots se vuelvan una deuda técnica.',
    published: true,
    cover: {
      file: 'automatizacion-de-procesos.jpg',
      alt: 'Diagrama de flujo con nodos conectados y un engranaje',
    },
    figure: {
      file: 'automatizacion-flujo.jpg',
      alt: 'Flujo de cuatro pasos: recepción, validación, aprobación y registro de una factura',
      caption: 'Un flujo de facturas automatizado: de 4 minutos a 40 segundos por caso.',
    },
    seo: {
      metaTitle: 'Automatizar procesos: cómo elegir el primero',
      metaDescription:
        'Guía para elegir el primer proceso a automatizar, medir su retorno y evitar que los bots se conviertan en deuda técnica.',
      shareImage: {
        file: 'automatizacion-flujo.jpg',
        alt: 'Flujo de cuatro pasos: recepción, validación, aprobación y registro de una factura',
      },
    },
    body: (figure) => [
      paragraph(
        'La automatización promete liberar horas de trabajo repetitivo, pero muchos proyectos se estancan en el piloto. La diferencia suele estar en **cómo se elige el primer proceso**.',
      ),
      heading(2, 'Los tres criterios del primer candidato'),
      steps(
        '**Volumen alto y reglas claras**: cientos de casos al mes que siguen siempre los mismos pasos.',
        '**Datos digitales**: la información ya está en planillas, correos o sistemas, no en papel.',
        '**Dueño comprometido**: alguien del negocio que valide resultados cada semana.',
      ),
      ...(figure ? [image(figure)] : []),
      heading(2, 'Mide antes de automatizar'),
      paragraph(
        'Registra el tiempo por caso, la tasa de error y el costo por transacción *antes* de partir. Sin línea base, el retorno se vuelve una opinión.',
      ),
      heading(3, 'Un ejemplo de regla de negocio'),
      paragraph('Las reglas conviene escribirlas como código legible y versionado:'),
      code(
        'typescript',
        'function requiereAprobacion(factura: Factura): boolean {\n  return factura.monto > 5_000_000 || factura.proveedor.esNuevo;\n}',
      ),
      quote('Automatiza el proceso que entiendes; primero simplifica el que no.'),
      paragraph(
        'Conoce más sobre nuestra práctica de [automatización de procesos](/services/process-automation).',
      ),
    ],
  },
  {
    title: 'Del dato a la decisión: una arquitectura analítica para empresas medianas',
    subtitle:
      'Ingesta, almacenamiento y visualización con piezas simples, costos predecibles y gobierno de datos desde el día uno.',
    published: true,
    cover: {
      file: 'del-dato-a-la-decision.jpg',
      alt: 'Gráfico de barras ascendente con una línea de tendencia',
    },
    body: () => [
      paragraph(
        'No necesitas un equipo de cien ingenieros para tomar decisiones con datos. Una arquitectura moderna para una empresa mediana cabe en **cuatro capas** bien definidas.',
      ),
      heading(2, 'Las cuatro capas'),
      bullets(
        '**Ingesta**: conectores que traen datos del ERP, el CRM y el comercio electrónico cada hora.',
        '**Almacenamiento**: un *data warehouse* en la nube con tablas crudas y tablas modeladas.',
        '**Transformación**: modelos SQL versionados, con pruebas automáticas de calidad.',
        '**Consumo**: tableros, alertas y modelos predictivos sobre datos confiables.',
      ),
      heading(2, 'Calidad de datos, no solo cantidad'),
      paragraph(
        'Una prueba simple evita que un tablero muestre ventas duplicadas. Por ejemplo, verificar que cada pedido aparezca una sola vez:',
      ),
      code(
        'sql',
        'select pedido_id, count(*) as veces\nfrom ventas_modeladas\ngroup by pedido_id\nhaving count(*) > 1;',
      ),
      quote(
        'Procesamos más de 30 terabytes al día para nuestros clientes, y la regla es siempre la misma: un dato sin dueño no llega a un tablero.',
      ),
      paragraph(
        'Revisa cómo lo hacemos en [Big Data y Analytics](/services/big-data) o lee la guía de [dbt](https://docs.getdbt.com/) sobre pruebas de datos.',
      ),
    ],
  },
  {
    title: 'Migrar a la nube sin sorpresas en la factura',
    subtitle:
      'Prácticas de FinOps para estimar, controlar y optimizar el gasto cloud desde la primera semana de la migración.',
    published: true,
    cover: {
      file: 'nube-sin-sorpresas.jpg',
      alt: 'Nubes con barras de consumo y un indicador de verificación',
    },
    seo: {
      metaTitle: 'Costos de nube bajo control: guía FinOps',
      metaDescription:
        'Prácticas de FinOps para migrar a la nube sin sorpresas: etiquetas, presupuestos, alertas y reservas que bajan la factura mensual.',
    },
    body: () => [
      paragraph(
        'La nube cobra por lo que usas, y también por lo que *olvidas apagar*. Estas prácticas nos ayudan a que la primera factura no sea una sorpresa.',
      ),
      heading(2, 'Antes de migrar'),
      steps(
        'Inventaria servidores, bases de datos y su uso real de CPU y memoria.',
        'Elige el tamaño de las instancias según el uso medido, no según el servidor actual.',
        'Define etiquetas obligatorias: **proyecto**, **ambiente** y **responsable**.',
      ),
      heading(2, 'Durante la operación'),
      bullets(
        'Alertas de presupuesto por proyecto al 50, 80 y 100 %.',
        'Apagado automático de ambientes de desarrollo fuera del horario laboral.',
        'Revisión mensual de reservas y *savings plans*.',
      ),
      code(
        'bash',
        'aws ce get-cost-and-usage \\\n  --time-period Start=2025-01-01,End=2025-02-01 \\\n  --granularity MONTHLY --metrics UnblendedCost \\\n  --group-by Type=TAG,Key=proyecto',
      ),
      quote(
        'Lo que no se etiqueta no se puede explicar, y lo que no se puede explicar se recorta.',
      ),
      paragraph(
        'Más detalles en nuestros [servicios cloud](/services/cloud-services) y en el marco de la [FinOps Foundation](https://www.finops.org/framework/).',
      ),
    ],
  },
  {
    title: 'Odoo en 90 días: lecciones de una implementación ERP',
    subtitle:
      'Qué funcionó y qué haríamos distinto al implementar ventas, inventario y contabilidad en una distribuidora.',
    published: true,
    cover: {
      file: 'erp-en-90-dias.jpg',
      alt: 'Módulos de un sistema ERP ordenados en una grilla junto a un reloj',
    },
    body: () => [
      paragraph(
        'Implementar un ERP en tres meses es posible cuando el alcance está claro y el equipo del cliente participa desde el primer día. Estas son las lecciones de un proyecto reciente.',
      ),
      heading(2, 'Lo que funcionó'),
      bullets(
        '**Diagnóstico inicial** de dos semanas con todas las áreas en la misma sala.',
        'Configurar primero y desarrollar después: el 80 % se resolvió con funciones estándar.',
        'Capacitaciones cortas por rol, grabadas y con ejercicios sobre datos reales.',
      ),
      heading(2, 'Lo que haríamos distinto'),
      paragraph(
        'La migración de datos maestros tomó más de lo previsto. Hoy la partimos en la **semana uno**, con una planilla de limpieza por área y un responsable por cada tabla.',
      ),
      quote('Un ERP no ordena una empresa: la empresa ordenada aprovecha el ERP.'),
      paragraph(
        'Conoce nuestro proceso en la página de [implementación Odoo](/odoo-landing-page).',
      ),
    ],
  },
  {
    title: 'Borrador: tendencias de ciberseguridad para 2026',
    subtitle:
      'Notas en preparación: priorización de vulnerabilidades con CVSS y gestión de parches.',
    published: false,
    cover: {
      file: 'ciberseguridad-2026.jpg',
      alt: 'Escudo con un símbolo de verificación rodeado de bloques de datos',
    },
    body: () => [
      paragraph(
        'Este artículo aún no está publicado. Trata sobre cómo priorizar vulnerabilidades con el puntaje **CVSS** y nuestra [calculadora](/cvss).',
      ),
    ],
  },
];
