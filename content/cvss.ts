import type { MetricGroup, MetricKey } from '@/lib/cvss';

/** Copy of the CVSS calculator page (/cvss, specification 2.8). */
export interface CvssContent {
  title: string;
  /** Meta description. */
  description: string;
  lead: string;
  form: {
    label: string;
    /** Example vector; it includes the prefix, which the validation requires (specification 5). */
    placeholder: string;
    help: string;
    submit: string;
    clear: string;
    versionLabel: string;
    /** Put before the library's message in the alert (specification 8). */
    errorPrefix: string;
  };
  groups: Readonly<Record<MetricGroup, { title: string; description: string }>>;
  advanced: { toggle: string; hint: string };
  /** One line under a metric's name (the base metrics have one). */
  metricHelp: Readonly<Partial<Record<MetricKey, string>>>;
  result: {
    title: string;
    empty: string;
    /** "3 de 8 métricas base", for the progress shown before a result exists. */
    progress: (chosen: number, total: number) => string;
    baseScore: string;
    severity: string;
    subscores: string;
    impact: string;
    exploitability: string;
    temporal: string;
    environmental: string;
    sameAsBase: string;
    vector: string;
    version: (version: string) => string;
    /** Screen-reader announcement when the score changes. */
    announcement: (score: string, severity: string) => string;
    scaleTitle: string;
  };
  copy: {
    link: string;
    vector: string;
    copied: string;
    failed: string;
    linkCopied: string;
    vectorCopied: string;
  };
  about: { title: string; paragraphs: readonly string[]; scaleCaption: string };
}

export const cvssContent: CvssContent = {
  title: 'Calculadora CVSS',
  description:
    'Calcula el puntaje base, temporal y ambiental y la severidad de una vulnerabilidad a partir de su vector CVSS v3.0 o v3.1, y comparte el resultado con un enlace.',
  lead: 'Obtén el puntaje y la severidad de una vulnerabilidad a partir de su vector CVSS v3.0 o v3.1. Escribe el vector o elige cada métrica: el resultado se actualiza al instante y puedes compartirlo con un enlace.',
  form: {
    label: 'Vector CVSS',
    placeholder: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
    help: 'Incluye el prefijo CVSS:3.1/ o CVSS:3.0/: la versión del vector decide la fórmula. Pulsa Enter o Calcular.',
    submit: 'Calcular',
    clear: 'Limpiar',
    versionLabel: 'Versión de CVSS',
    errorPrefix: 'Error: ',
  },
  groups: {
    base: {
      title: 'Métricas base',
      description:
        'Describen la vulnerabilidad en sí: cómo se explota y qué impacto tiene. Las ocho son obligatorias.',
    },
    temporal: {
      title: 'Métricas temporales',
      description:
        'Ajustan el puntaje según la madurez del código de explotación, la corrección disponible y la confianza en el reporte.',
    },
    environmental: {
      title: 'Métricas ambientales',
      description:
        'Adaptan el puntaje a tu organización: cuánto importa cada requisito de seguridad y cómo cambian las métricas base en tu entorno.',
    },
  },
  advanced: {
    toggle: 'Métricas temporales y ambientales',
    hint: 'Opcionales: sin ellas, los puntajes temporal y ambiental son iguales al base.',
  },
  metricHelp: {
    AV: 'Desde dónde puede explotarse la vulnerabilidad.',
    AC: 'Condiciones fuera del control del atacante que deben darse para el ataque.',
    PR: 'Privilegios que el atacante necesita antes de explotarla.',
    UI: 'Si otra persona, además del atacante, debe hacer algo para que el ataque funcione.',
    S: 'Si el ataque puede afectar recursos más allá del componente vulnerable.',
    C: 'Cuánta información confidencial puede quedar expuesta.',
    I: 'Cuánto puede alterarse la información o el sistema.',
    A: 'Cuánto puede verse afectada la disponibilidad del servicio.',
  },
  result: {
    title: 'Resultado',
    empty: 'Elige las ocho métricas base o escribe un vector y pulsa Calcular para ver el puntaje.',
    progress: (chosen, total) => `${chosen} de ${total} métricas base`,
    baseScore: 'Puntaje base',
    severity: 'Severidad',
    subscores: 'Subpuntajes',
    impact: 'Impacto',
    exploitability: 'Explotabilidad',
    temporal: 'Puntaje temporal',
    environmental: 'Puntaje ambiental',
    sameAsBase: 'Igual al base mientras no definas métricas temporales ni ambientales.',
    vector: 'Vector',
    version: (version) => `CVSS v${version}`,
    announcement: (score, severity) => `Puntaje base ${score}, severidad ${severity}`,
    scaleTitle: 'Escala de severidad',
  },
  copy: {
    link: 'Copiar enlace',
    vector: 'Copiar vector',
    copied: 'Copiado',
    failed: 'No se pudo copiar',
    linkCopied: 'Enlace copiado al portapapeles',
    vectorCopied: 'Vector copiado al portapapeles',
  },
  about: {
    title: 'Cómo se calcula',
    paragraphs: [
      'CVSS (Common Vulnerability Scoring System) es el estándar de FIRST para medir la gravedad de una vulnerabilidad con un puntaje de 0 a 10. El vector resume, métrica por métrica, las características que se usaron para calcularlo.',
      'El puntaje base combina la explotabilidad (vector de ataque, complejidad, privilegios e interacción) con el impacto sobre la confidencialidad, la integridad y la disponibilidad. Los puntajes temporal y ambiental lo ajustan a la situación actual y a tu entorno.',
      'Las versiones 3.0 y 3.1 usan las mismas métricas. La 3.1 precisa el redondeo hacia arriba y ajusta el impacto modificado cuando cambia el alcance, así que algunos puntajes ambientales difieren entre versiones. El prefijo del vector decide cuál se aplica.',
    ],
    scaleCaption: 'Rangos de severidad de CVSS v3',
  },
};
