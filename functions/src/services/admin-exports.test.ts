import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { neutralised, writeCsv } from './admin-exports';

interface Row {
  name: string;
  amount: number;
  note: string | null;
}

const COLUMNS = [
  { header: 'Name', cell: (row: Row) => row.name },
  { header: 'Amount', cell: (row: Row) => row.amount },
  { header: 'Note', cell: (row: Row) => row.note },
];

async function* rowsOf<T>(rows: readonly T[]) {
  for (const row of rows) yield await Promise.resolve(row);
}

async function csvOf(rows: readonly Row[]): Promise<string> {
  const out = new PassThrough();
  const read = buffer(out);
  await writeCsv(rowsOf(rows), COLUMNS, out);
  // Decoded by hand: a TextDecoder would drop the byte order mark this checks for.
  return (await read).toString('utf8');
}

/** What a spreadsheet app reads back: the records, the byte order mark taken off. */
const readBack = (csv: string): string[][] => parse(csv, { bom: true });

describe('neutralised', () => {
  it('marks as text every cell a spreadsheet would run as a formula, also after whitespace', () => {
    const formulas = [
      '=1+1',
      '+1',
      '-1',
      '@SUM(A1)',
      '\t=1+1',
      ' =1+1',
      '  \n=HYPERLINK("x")',
      '\r=1',
      '\0=1',
      '＝1+1',
    ];
    for (const cell of formulas) expect(neutralised(cell), JSON.stringify(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary text as it is', () => {
    for (const cell of ['Ada', 'a=b', 'x-1', 'someone@example.com', '2026-12-04T10:00:00.000Z', ''])
      expect(neutralised(cell)).toBe(cell);
  });
});

describe('writeCsv', () => {
  it('writes a byte order mark, a header row, CRLF line ends and every text quoted', async () => {
    const csv = await csvOf([{ name: 'Ada', amount: 200, note: null }]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toBe('\uFEFF"Name","Amount","Note"\r\n"Ada",200,\r\n');
  });

  it('round-trips injection cells, quotes and newlines as text, neutralised', async () => {
    const rows: Row[] = [
      { name: '=1+1', amount: 1, note: '+1' },
      { name: '-1', amount: 2, note: '@SUM(A1:A9)' },
      { name: '\t=cmd', amount: 3, note: ' =1+1' },
      { name: 'Line one\nline two', amount: 4, note: 'She said "hi", then left' },
    ];
    const records = readBack(await csvOf(rows));
    expect(records).toEqual([
      ['Name', 'Amount', 'Note'],
      ["'=1+1", '1', "'+1"],
      ["'-1", '2', "'@SUM(A1:A9)"],
      ["'\t=cmd", '3', "' =1+1"],
      ['Line one\nline two', '4', 'She said "hi", then left'],
    ]);
  });

  it('reads rows only as fast as the reader takes them, and writes all 10,000', async () => {
    let pulled = 0;
    async function* counted() {
      for (let index = 0; index < 10_000; index += 1) {
        pulled += 1;
        yield await Promise.resolve({ name: `Subscriber ${index}`, amount: index, note: null });
      }
    }
    const out = new PassThrough({ highWaterMark: 1024 });
    const writing = writeCsv(counted(), COLUMNS, out);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Nobody reads yet: the writer waits with a few buffers' worth, not the whole list.
    expect(pulled).toBeGreaterThan(0);
    expect(pulled).toBeLessThan(2_000);
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writing;
    const parsed = readBack(Buffer.concat(chunks).toString('utf8'));
    expect(parsed).toHaveLength(10_001);
    expect(parsed.at(-1)).toEqual(['Subscriber 9999', '9999', '']);
  });
});
