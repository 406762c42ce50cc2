/**
 * Zones the browser lists (`Intl.supportedValuesOf`) by their older names (V8 keeps ICU's ids:
 * Asia/Calcutta, Europe/Kiev …), where the IANA database has since renamed them. Both names work
 * everywhere (Intl, Luxon); the owner looks for the current one.
 */
const RENAMED: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

function known(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zones to choose from: the browser's list under current names, with UTC, and `current` (the
 * stored one) should it not be among them; sorted.
 */
export function timeZoneChoices(current: string): string[] {
  const zones = new Set<string>(['UTC']);
  for (const zone of Intl.supportedValuesOf('timeZone')) {
    const renamed = RENAMED[zone];
    zones.add(renamed && known(renamed) ? renamed : zone);
  }
  if (current) zones.add(current);
  return [...zones].sort();
}
