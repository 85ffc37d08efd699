import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, decimal, toCsv } from './csv';

describe('csvCell', () => {
  it('writes plain text as it is', () => {
    expect(csvCell('Camila Rojas')).toBe('Camila Rojas');
    expect(csvCell('camila@empresa.cl')).toBe('camila@empresa.cl');
    expect(csvCell('Ñuñoa')).toBe('Ñuñoa');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell holding any list separator a spreadsheet may use: `;`, `,` or a tab', () => {
    // Opened with `,` as the separator (a guess, another locale), unquoted text would split
    // into a cell of its own, and `=1+1` there would be a formula.
    expect(csvCell('x,=1+1')).toBe('"x,=1+1"');
    expect(csvCell('Ñuñoa, Región Metropolitana')).toBe('"Ñuñoa, Región Metropolitana"');
    expect(csvCell('x\t=1+1')).toBe('"x\t=1+1"');
    expect(csvCell('x;=1+1')).toBe('"x;=1+1"');
    expect(csvRow(['a,b', 'c'])).toBe('"a,b";c');
  });

  it('quotes a cell holding the separator, a quote or a line break', () => {
    expect(csvCell('Beto; "B"')).toBe('"Beto; ""B"""');
    expect(csvCell('dos\nlíneas')).toBe('"dos\nlíneas"');
    expect(csvCell('dos\r\nlíneas')).toBe('"dos\r\nlíneas"');
    expect(csvCell('di "hola"')).toBe('"di ""hola"""');
  });

  it('neutralises text a spreadsheet could evaluate: a leading apostrophe, inside quotes', () => {
    expect(csvCell('=HYPERLINK("http://x.test","clic")')).toBe(
      `"'=HYPERLINK(""http://x.test"",""clic"")"`,
    );
    expect(csvCell('+56 9 1234 5678')).toBe(`"'+56 9 1234 5678"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1:A2)')).toBe(`"'@SUM(A1:A2)"`);
    expect(csvCell('\t=1+1')).toBe(`"'\t=1+1"`);
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvCell("=cmd|' /C calc'!A0;x")).toBe(`"'=cmd|' /C calc'!A0;x"`);
  });

  it('leaves those characters alone anywhere but at the start', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Gerente - Operaciones')).toBe('Gerente - Operaciones');
    expect(csvCell(' =1')).toBe(' =1');
  });

  it('writes numbers with a decimal comma and never neutralises them', () => {
    expect(csvCell(3)).toBe('3');
    expect(csvCell(1.25)).toBe('1,25');
    // A number is only digits, a minus and a comma: a spreadsheet reads it as a number.
    expect(csvCell(-1.5)).toBe('-1,5');
    expect(csvCell(decimal(-1.5, 1))).toBe('-1,5');
    expect(csvCell(decimal(34.5, 1))).toBe('34,5');
    expect(csvCell(decimal(0, 1))).toBe('0,0');
    expect(csvCell(decimal(2 / 3, 2))).toBe('0,67');
    // Whereas the same characters as text are neutralised.
    expect(csvCell('-1,5')).toBe(`"'-1,5"`);
  });

  it('leaves empty what has no value', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(decimal(Number.POSITIVE_INFINITY, 1))).toBe('');
  });
});

describe('csvRow and toCsv', () => {
  it('separates cells with semicolons', () => {
    expect(csvRow(['Ana', 2, decimal(1.5, 1), null, '=1'])).toBe(`Ana;2;1,5;;"'=1"`);
  });

  it('writes a UTF-8 BOM, the header and every row, each ended by CRLF', () => {
    const csv = toCsv(
      ['nombre', 'horas'],
      [
        ['Ana', decimal(1.5, 1)],
        ['Beto', decimal(0, 1)],
      ],
    );
    expect(csv).toBe('\uFEFFnombre;horas\r\nAna;1,5\r\nBeto;0,0\r\n');
    expect(toCsv(['nombre'], [])).toBe('\uFEFFnombre\r\n');
  });

  it('keeps a quoted line break inside its row', () => {
    const csv = toCsv(['a', 'b'], [['uno\ndos', 'x']]);
    expect(csv.slice(1).split('\r\n')).toEqual(['a;b', '"uno\ndos";x', '']);
  });
});
