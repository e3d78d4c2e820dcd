/** A UTC offset in minutes east of Greenwich as ISO text: 480 → '+08:00', -300 → '-05:00'. */
export const formatOffset = (minutesEast: number): string => {
  const sign = minutesEast < 0 ? '-' : '+';
  const abs = Math.abs(Math.trunc(minutesEast));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
};

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The value of an <input type="datetime-local"> (the operator's wall clock) as an ISO date-time
 * with the operator's own offset, e.g. '2025-05-01T14:00' → '2025-05-01T14:00:00+08:00'. Empty or
 * impossible input gives null. A time skipped by a daylight-saving jump moves forward, as the
 * browser's own clock does.
 */
export const localInputToIso = (value: string): string | null => {
  const m = LOCAL_INPUT.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || (s || 0) > 59) return null;
  const date = new Date(y, mo - 1, d, h, mi, s || 0);
  // 31 February rolls into March: refuse rather than silently move the date.
  if (date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    formatOffset(-date.getTimezoneOffset())
  );
};
