/**
 * [T1] A browser session's User-Agent as a person reads it on their profile: the browser and the system
 * ("Chrome · Windows", "Safari · iPhone"). Order matters: Edge and Opera name Chrome too, Chrome names Safari.
 */

const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/(?:\b|Headless)Chrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const nameIn = (userAgent: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** The browser and system a User-Agent names; null for each it doesn't (a script, a tool). */
export function browserLabel(userAgent: string): { browser: string | null; system: string | null } {
  return { browser: nameIn(userAgent, browsers), system: nameIn(userAgent, systems) };
}
