/**
 * What the place search needs beyond ports.json and airports.json: the UN/LOCODEs of the port list that name a
 * city rather than a port, and the other names shippers type for a place (English and Turkish spellings, the
 * district or metro a province is known by). Matching folds letters (İ/ı/I/i, diacritics), so "Izmir",
 * "izmir" and "İzmir" need no alias of their own.
 */

/**
 * UN/LOCODEs kept for the road hubs (the minivans leave from the city) that have no port function of their
 * own: never offered as a seaport. TRIST is İstanbul the city; its seaports are Ambarlı (TRAMR) and
 * Haydarpaşa (TRHAY).
 */
export const CITY_ONLY_LOCODES: ReadonlySet<string> = new Set(['TRIST']);

/**
 * Other names of Turkish provinces, by plate code: the centre or district a province is often called by. A
 * gateway's own name is no alias ("Gemlik", "Aliağa"): typed, it puts that gateway first; a city a port is named
 * after is one ("İzmit": the Kocaeli ports, those with offers first).
 */
export const PROVINCE_ALIASES: Readonly<Record<number, readonly string[]>> = {
  1: ['Seyhan', 'Ceyhan'],
  7: ['Alanya'],
  16: ['İnegöl'],
  27: ['Antep'],
  31: ['Antakya'],
  33: ['İçel', 'Tarsus'],
  34: ['Constantinople', 'Stambul'],
  35: ['Smyrna', 'Torbalı', 'Kemalpaşa'],
  41: ['İzmit', 'Körfez', 'Dilovası'],
  45: ['Turgutlu', 'Akhisar'],
  48: ['Marmaris', 'Fethiye'],
  54: ['Adapazarı'],
  59: ['Çorlu', 'Çerkezköy'],
  63: ['Urfa'],
  46: ['Maraş'],
};

/**
 * Turkish (and other common) spellings of cities abroad, by country and the name the reference data uses
 * (a port's name or an airport's city).
 */
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'DE:Hamburg': ['Hamburg Limanı'],
  'DE:Munich': ['Münih', 'München'],
  'DE:Cologne': ['Köln'],
  'DE:Nuremberg': ['Nürnberg'],
  'BE:Antwerp': ['Anvers', 'Antwerpen'],
  'NL:Rotterdam': ['Roterdam'],
  'GR:Piraeus': ['Pire', 'Atina Limanı'],
  'GR:Athens': ['Atina'],
  'IT:Genoa': ['Cenova', 'Genova'],
  'IT:Milan': ['Milano'],
  'IT:Venice': ['Venedik'],
  'ES:Barcelona': ['Barselona'],
  'ES:Valencia': ['Valensiya'],
  'FR:Marseille': ['Marsilya'],
  'GB:London': ['Londra'],
  'US:New York': ['New York City', 'NYC', 'Nevyork'],
  'US:Los Angeles': ['Los Anjeles', 'LA'],
  'CN:Shanghai': ['Şanghay'],
  'CN:Beijing': ['Pekin'],
  'CN:Guangzhou': ['Kanton'],
  'EG:Alexandria': ['İskenderiye'],
  'EG:Cairo': ['Kahire'],
  'MA:Casablanca': ['Kazablanka'],
  'AE:Dubai': ['Dubay'],
  'AE:Abu Dhabi': ['Abu Dabi'],
  'KR:Seoul': ['Seul'],
  'SG:Singapore': ['Singapur'],
  'IN:Mumbai': ['Bombay'],
  'RU:Moscow': ['Moskova'],
};
