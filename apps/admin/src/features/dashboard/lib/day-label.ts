/** A chart's day (YYYY-MM-DD) as month and day in the operator's locale, e.g. 3/14; invalid input as is. */
export const dayLabel = (day: string, locale: string): string => {
  const d = new Date(`${day}T00:00:00`);
  return Number.isNaN(d.getTime()) ? day : d.toLocaleDateString(locale, { month: 'numeric', day: 'numeric' });
};
