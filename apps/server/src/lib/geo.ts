import geoip from 'geoip-country';

/** Maps a client IP to its ISO country code, or null for private, loopback and unknown addresses. */
export type CountryLookup = (ip: string) => string | null;

/** Country lookup from the geoip-country package's bundled IP ranges (updated with the package). */
export const geoipCountry: CountryLookup = (ip) => {
  const clean = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return geoip.lookup(clean)?.country ?? null;
};
