import type { FastifyReply } from 'fastify';
/** RFC 4180 CSV of flat rows: quoted when needed, formula-leading cells neutralised for spreadsheets. */
export function toCsv<T extends Record<string, unknown>>(rows: T[], columns: (keyof T & string)[]): string {
  const cell = (v: unknown) => {
    let text = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return (
    [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))].join('\r\n') + '\r\n'
  );
}

/** Sends a CSV export as a dated download. */
export const csvReply = (reply: FastifyReply, name: string, body: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
    )
    .send(body);
