import type { Cvss4MetricGroup, Cvss4MetricKey, MetricGroup, MetricKey } from '@/lib/cvss';

/** Copy of the CVSS calculator page (/cvss, docs/product.md, CVSS calculator). */
export interface CvssContent {
  title: string;
  /** Meta description. */
  description: string;
  lead: string;
  /** Shown instead of the calculator when the browser runs no JavaScript. */
  noscript: string;
  /** The vector's form, the same for every version. */
  form: {
    label: string;
    help: string;
    submit: string;
    clear: string;
    versionLabel: string;
    /** Put before the library's message in the alert (docs/product.md, CVSS calculator). */
    errorPrefix: string;
  };
  /** The result panel's parts that every version shows. */
  result: {
    title: string;
    /** "3 de 8 métricas base", for the progress shown before a result exists. */
    progress: (chosen: number, total: number) => string;
    severity: string;
    vector: string;
    version: (version: string) => string;
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
  /** The v3.0/v3.1 calculator, shown first. */
  v3: {
    /** Example vector; it includes the prefix, which the calculator requires (docs/product.md). */
    placeholder: string;
    groups: Readonly<Record<MetricGroup, { title: string; description: string }>>;
    advanced: { toggle: string; hint: string };
    /** One line under a metric's name (the base metrics have one). */
    metricHelp: Readonly<Partial<Record<MetricKey, string>>>;
    result: {
      empty: string;
      baseScore: string;
      impact: string;
      exploitability: string;
      temporal: string;
      environmental: string;
      sameAsBase: string;
      /** Screen-reader announcement when the score changes. */
      announcement: (score: string, severity: string) => string;
    };
  };
  /** The v4.0 calculator, loaded when v4.0 is chosen or pasted. */
  v4: {
    loading: string;
    placeholder: string;
    groups: Readonly<Record<Cvss4MetricGroup, { title: string; description: string }>>;
    /** Title of the card that holds the three base groups. */
    baseTitle: string;
    advanced: { toggle: string; hint: string };
    metricHelp: Readonly<Partial<Record<Cvss4MetricKey, string>>>;
    result: {
      empty: string;
      score: string;
      nomenclature: string;
      /** What each nomenclature takes into account. */
      nomenclatures: Readonly<Record<'CVSS-B' | 'CVSS-BT' | 'CVSS-BE' | 'CVSS-BTE', string>>;
      /** '8,7 · CVSS-BT · Alta' for screen readers too. */
      summary: (score: string, nomenclature: string, severity: string) => string;
      announcement: (score: string, nomenclature: string, severity: string) => string;
      macroVector: string;
      macroVectorHelp: string;
      /** Names of the six equivalence classes, EQ1 to EQ6. */
      equivalenceClasses: readonly string[];
      /** Level of a class digit: 0 (most severe) to 2. */
      levels: readonly string[];
    };
  };
}

export const cvssContent: CvssContent = {
  title: 'Calculadora CVSS',
  description:
    'Calcula el puntaje y la severidad de una vulnerabilidad a partir de su vector CVSS v3.0, v3.1 o v4.0, y comparte el resultado con un enlace.',
  lead: 'Obtén el puntaje y la severidad de una vulnerabilidad a partir de su vector CVSS v3.0, v3.1 o v4.0. Escribe o pega el vector, o elige cada métrica: el resultado se actualiza al instante y puedes compartirlo con un enlace.',
  noscript: 'La calculadora necesita JavaScript activado en el navegador.',
  form: {
    label: 'Vector CVSS',
    help: 'Incluye el prefijo CVSS:4.0/, CVSS:3.1/ o CVSS:3.0/: la versión del vector decide el cálculo. Pulsa Enter o Calcular.',
    submit: 'Calcular',
    clear: 'Limpiar',
    versionLabel: 'Versión de CVSS',
    errorPrefix: 'Error: ',
  },
  result: {
    title: 'Resultado',
    progress: (chosen, total) => `${chosen} de ${total} métricas base`,
    severity: 'Severidad',
    vector: 'Vector',
    version: (version) => `CVSS v${version}`,
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
      'CVSS v4.0 no usa una fórmula: agrupa el vector en un MacroVector de seis clases de equivalencia, toma su puntaje de la tabla de la especificación y lo ajusta según la distancia a los vectores más severos de esa clase. Da un solo puntaje, cuya nomenclatura (CVSS-B, CVSS-BT, CVSS-BE o CVSS-BTE) dice si considera la amenaza y el entorno. Esta calculadora da los mismos puntajes que la oficial de FIRST.',
    ],
    scaleCaption: 'Rangos de severidad de CVSS (iguales en v3 y v4.0)',
  },
  v3: {
    placeholder: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
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
      empty:
        'Elige las ocho métricas base o escribe un vector y pulsa Calcular para ver el puntaje.',
      baseScore: 'Puntaje base',
      impact: 'Impacto',
      exploitability: 'Explotabilidad',
      temporal: 'Puntaje temporal',
      environmental: 'Puntaje ambiental',
      sameAsBase: 'Igual al base mientras no definas métricas temporales ni ambientales.',
      announcement: (score, severity) => `Puntaje base ${score}, severidad ${severity}`,
    },
  },
  v4: {
    loading: 'Cargando la calculadora CVSS 4.0…',
    placeholder: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N',
    baseTitle: 'Métricas base',
    groups: {
      exploitability: {
        title: 'Explotabilidad',
        description: 'Cómo se llega a explotar la vulnerabilidad y qué necesita el atacante.',
      },
      vulnerableSystem: {
        title: 'Sistema vulnerable',
        description: 'Impacto sobre el sistema que contiene la vulnerabilidad.',
      },
      subsequentSystem: {
        title: 'Sistemas subsiguientes',
        description:
          'Impacto sobre otros sistemas que dependen del vulnerable o se alcanzan desde él.',
      },
      threat: {
        title: 'Métricas de amenaza',
        description:
          'Si hay ataques o código de explotación conocidos. Sin definir, se asume lo peor (atacada).',
      },
      environmental: {
        title: 'Métricas de entorno',
        description:
          'Adaptan el puntaje a tu organización: cuánto importa cada requisito de seguridad y cómo cambian las métricas base en tu entorno.',
      },
      supplemental: {
        title: 'Métricas suplementarias',
        description:
          'Informativas: describen la vulnerabilidad para priorizarla, pero no cambian el puntaje.',
      },
    },
    advanced: {
      toggle: 'Métricas de amenaza, entorno y suplementarias',
      hint: 'Opcionales: la nomenclatura del puntaje indica cuáles se consideraron.',
    },
    metricHelp: {
      AV: 'Desde dónde puede explotarse la vulnerabilidad.',
      AC: 'Si el atacante debe superar defensas o condiciones que no controla.',
      AT: 'Condiciones del sistema vulnerable que deben darse para que el ataque funcione.',
      PR: 'Privilegios que el atacante necesita antes de explotarla.',
      UI: 'Si otra persona debe participar: sin querer (pasiva) o a sabiendas (activa).',
      VC: 'Cuánta información del sistema vulnerable puede quedar expuesta.',
      VI: 'Cuánto pueden alterarse los datos o el sistema vulnerable.',
      VA: 'Cuánto puede verse afectada la disponibilidad del sistema vulnerable.',
      SC: 'Cuánta información de otros sistemas puede quedar expuesta.',
      SI: 'Cuánto pueden alterarse otros sistemas.',
      SA: 'Cuánto puede verse afectada la disponibilidad de otros sistemas.',
      E: 'Madurez de los ataques conocidos contra esta vulnerabilidad.',
    },
    result: {
      empty:
        'Elige las once métricas base o escribe un vector y pulsa Calcular para ver el puntaje.',
      score: 'Puntaje',
      nomenclature: 'Nomenclatura',
      nomenclatures: {
        'CVSS-B': 'Solo métricas base',
        'CVSS-BT': 'Base y amenaza',
        'CVSS-BE': 'Base y entorno',
        'CVSS-BTE': 'Base, amenaza y entorno',
      },
      summary: (score, nomenclature, severity) => `${score} · ${nomenclature} · ${severity}`,
      announcement: (score, nomenclature, severity) =>
        `Puntaje ${score} (${nomenclature}), severidad ${severity}`,
      macroVector: 'MacroVector',
      macroVectorHelp:
        'Las seis clases de equivalencia que eligen el puntaje de la tabla de la especificación; 0 es la más severa.',
      equivalenceClasses: [
        'Explotabilidad',
        'Complejidad',
        'Sistema vulnerable',
        'Sistemas subsiguientes',
        'Explotación',
        'Requisitos de seguridad',
      ],
      levels: ['alta', 'media', 'baja'],
    },
  },
};
