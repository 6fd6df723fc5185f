/** Countries with customs notes of their own in lanes.json (customs.<code>): the 15 fixed lanes' countries. */
export const COUNTRIES_WITH_NOTES = ['US', 'MA', 'TN', 'AE', 'EG', 'CN', 'MX', 'PE', 'CL', 'TW', 'IN', 'JP', 'MY', 'SG', 'KR'] as const;

/** The 27 member states of the European Union (customs union with Türkiye for industrial goods). */
export const EU_MEMBERS = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'] as const;

/** Which customs notes a country gets: its own, the EU's, or the general notes. */
export function customsNoteKey(countryCode: string): string {
  if ((COUNTRIES_WITH_NOTES as readonly string[]).includes(countryCode)) return countryCode;
  if ((EU_MEMBERS as readonly string[]).includes(countryCode)) return 'EU';
  return 'general';
}
