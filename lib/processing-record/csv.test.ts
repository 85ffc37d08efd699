import { describe, expect, it } from 'vitest';
import { processingRecordCsv } from './csv';
import type { ProcessingActivity } from './model';

const activity: ProcessingActivity = {
  id: 'auditoria',
  finalidad: 'Acreditar lo hecho',
  baseLegal: 'Obligación legal',
  titulares: ['Personas', 'Personal'],
  categoriasDatos: ['Huella del email'],
  colecciones: ['auditoria-datos'],
  destinatarios: [{ nombre: 'Google Firebase', pais: 'Estados Unidos' }],
  plazoConservacion: ['1095 días'],
  medidas: ['=HMAC con clave', 'Rol de privacidad'],
};

describe('processingRecordCsv', () => {
  it("writes one row per activity in the hours report's format, lists joined in a cell", () => {
    const [header, row, end] = processingRecordCsv([activity]).split('\r\n');
    expect(header).toBe(
      '\uFEFFid;finalidad;base_legal;titulares;categorias_datos;colecciones;destinatarios;plazo_conservacion;medidas',
    );
    expect(row).toBe(
      [
        'auditoria',
        'Acreditar lo hecho',
        'Obligación legal',
        'Personas | Personal',
        'Huella del email',
        'auditoria-datos',
        'Google Firebase (Estados Unidos)',
        '1095 días',
        // A cell that could be taken for a formula is written as text.
        `"'=HMAC con clave | Rol de privacidad"`,
      ].join(';'),
    );
    expect(end).toBe('');
  });
});
