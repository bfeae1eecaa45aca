import { describe, expect, it } from '@jest/globals';
import { parseCsv } from './csv-read';

const BOM = '\uFEFF';

describe('reading a CSV file', () => {
  it.each([
    [
      'a BOM and CRLF lines',
      `${BOM}ID;Nombre\r\n7;Luz\r\n`,
      [
        ['ID', 'Nombre'],
        ['7', 'Luz'],
      ],
    ],
    [
      'LF lines, no BOM',
      'ID;Nombre\n7;Luz\n',
      [
        ['ID', 'Nombre'],
        ['7', 'Luz'],
      ],
    ],
    [
      'CR lines (an old Mac spreadsheet)',
      'ID;Nombre\r7;Luz',
      [
        ['ID', 'Nombre'],
        ['7', 'Luz'],
      ],
    ],
    [
      'doubled quotes inside a quoted cell',
      'ID;Nombre\r\n7;"Casco ""Pro"""\r\n',
      [
        ['ID', 'Nombre'],
        ['7', 'Casco "Pro"'],
      ],
    ],
    [
      'the separator inside quotes',
      'ID;Nombre\r\n7;"Casco; talle M"\r\n',
      [
        ['ID', 'Nombre'],
        ['7', 'Casco; talle M'],
      ],
    ],
    [
      'a line end inside quotes',
      `ID;Detalle\r\n7;"Línea 1\r\nLínea 2"\r\n`,
      [
        ['ID', 'Detalle'],
        ['7', 'Línea 1\r\nLínea 2'],
      ],
    ],
    [
      'a comma file with an es-AR amount in quotes',
      'ID,Precio\n7,"1500,50"\n',
      [
        ['ID', 'Precio'],
        ['7', '1500,50'],
      ],
    ],
    [
      'an es-AR amount unquoted in a semicolon file',
      'ID;Precio\n7;1500,50\n',
      [
        ['ID', 'Precio'],
        ['7', '1500,50'],
      ],
    ],
    [
      'a tab file',
      'ID\tNombre\n7\tLuz\n',
      [
        ['ID', 'Nombre'],
        ['7', 'Luz'],
      ],
    ],
    [
      'a sep= line naming the separator',
      `${BOM}sep=,\r\nID,Nombre;x\r\n7,Luz\r\n`,
      [
        ['ID', 'Nombre;x'],
        ['7', 'Luz'],
      ],
    ],
    [
      'a quote inside an unquoted cell, kept as Excel shows it',
      'ID;Nombre\n7;Rueda 29"\n',
      [
        ['ID', 'Nombre'],
        ['7', 'Rueda 29"'],
      ],
    ],
    [
      'empty cells',
      'ID;Nombre;Marca\n;Luz;\n',
      [
        ['ID', 'Nombre', 'Marca'],
        ['', 'Luz', ''],
      ],
    ],
  ])('%s', (_case, file, rows) => {
    expect(parseCsv(file).map(({ cells }) => cells)).toEqual(rows);
  });

  it('leaves blank rows out and numbers each record by its row in a spreadsheet', () => {
    const file = `${BOM}ID;Nombre\r\n\r\n7;"Luz\r\ntrasera"\r\n;\r\n8;Casco\r\n`;
    expect(parseCsv(file)).toEqual([
      { linea: 1, cells: ['ID', 'Nombre'] },
      { linea: 3, cells: ['7', 'Luz\r\ntrasera'] },
      { linea: 5, cells: ['8', 'Casco'] },
    ]);
  });
});
