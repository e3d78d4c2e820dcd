import { todayIso } from '../components/ui/date-range.ts';

/** The brand's time zone, from the site config at start (app/boot); none before it is known. */
let brandZone: string | undefined;

export const setBrandTimeZone = (timeZone: string) => {
  brandZone = timeZone;
};

/** The brand's IANA time zone, the one its moments are shown in; undefined before the config. */
export const brandTimeZone = (): string | undefined => brandZone;

/**
 * Today's date (`YYYY-MM-DD`) in the brand's time zone, the one the server reads history dates in,
 * so a member's "today" ends when the brand's does; the device's date until the config is known.
 */
export const brandToday = (now: Date = new Date()): string => todayIso(now, brandZone);
