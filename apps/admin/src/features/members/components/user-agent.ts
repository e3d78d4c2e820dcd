/** A user agent reduced to what an operator recognises: browser (major version) and system. */
export type TUserAgentSummary = { browser: string | null; os: string | null; label: string };

/** Longest fallback label for a user agent no rule recognises. */
const FALLBACK_LENGTH = 40;

/**
 * Browsers, most specific first: Edge, Opera, Samsung Internet and the in-app browsers all also
 * say "Chrome" or "Safari", so they must match before those.
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bOPiOS\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bUCBrowser\/(\d+)/, 'UC Browser'],
  [/\bMicroMessenger\/(\d+)/, 'WeChat'],
  [/\bLine\/(\d+)/, 'LINE'],
  [/\bFBAV\/(\d+)/, 'Facebook'],
  [/\bMQQBrowser\/(\d+)/, 'QQ Browser'],
  [/\bYaBrowser\/(\d+)/, 'Yandex'],
  [/\bHeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/\bFirefox\/(\d+)/, 'Firefox'],
  [/\bFxiOS\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/; wv\).*\bChrome\/(\d+)/, 'Android WebView'],
  [/\bChrome\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]*(?: Mobile\/\S+)? Safari\//, 'Safari'],
  [/\bMSIE (\d+)/, 'Internet Explorer'],
  [/\bTrident\/.*\brv:(\d+)/, 'Internet Explorer'],
  [/^curl\/(\d+)/i, 'curl'],
  [/^okhttp\/(\d+)/i, 'OkHttp'],
  [/^PostmanRuntime\/(\d+)/, 'Postman'],
  [/^python-requests\/(\d+)/i, 'Python requests'],
  [/^Dart\/(\d+)/, 'Dart'],
];

const WINDOWS: Record<string, string> = {
  '10.0': 'Windows 10/11',
  '6.3': 'Windows 8.1',
  '6.2': 'Windows 8',
  '6.1': 'Windows 7',
};

/** Systems; iOS and iPadOS before macOS (their agents say "like Mac OS X"), HarmonyOS before Android. */
const SYSTEMS: readonly (readonly [RegExp, (m: RegExpMatchArray) => string])[] = [
  [/\b(?:iPhone|iPod)\b.*?\bOS (\d+)[_.](\d+)/, (m) => `iOS ${m[1]}.${m[2]}`],
  [/\b(?:iPhone|iPod)\b/, () => 'iOS'],
  [/\biPad\b.*?\bOS (\d+)[_.](\d+)/, (m) => `iPadOS ${m[1]}.${m[2]}`],
  [/\biPad\b/, () => 'iPadOS'],
  [/\bHarmonyOS\b/, () => 'HarmonyOS'],
  [/\bAndroid (\d+(?:\.\d+)?)/, (m) => `Android ${m[1]}`],
  [/\bAndroid\b/, () => 'Android'],
  [/\bWindows NT (\d+\.\d+)/, (m) => WINDOWS[m[1]!] ?? 'Windows'],
  [/\bWindows\b/, () => 'Windows'],
  [/\bCrOS\b/, () => 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, () => 'macOS'],
  [/\bLinux\b/, () => 'Linux'],
];

const firstMatch = <T>(
  ua: string,
  rules: readonly (readonly [RegExp, T])[],
): { match: RegExpMatchArray; value: T } | null => {
  for (const [re, value] of rules) {
    const match = ua.match(re);
    if (match) return { match, value };
  }
  return null;
};

/**
 * "Chrome 124 · Windows 10/11" from a full user agent; an agent no rule recognises is shortened
 * to its first characters, and a blank one is "—". Pure, so the table can show it and tests can pin it.
 */
export const describeUserAgent = (userAgent: string | null | undefined): TUserAgentSummary => {
  const ua = (userAgent ?? '').trim();
  if (!ua) return { browser: null, os: null, label: '—' };
  const b = firstMatch(ua, BROWSERS);
  const s = firstMatch(ua, SYSTEMS);
  const browser = b ? `${b.value} ${b.match[1]}` : null;
  const os = s ? s.value(s.match) : null;
  const known = [browser, os].filter((x): x is string => x !== null);
  const label = known.length
    ? known.join(' · ')
    : ua.length > FALLBACK_LENGTH
      ? `${ua.slice(0, FALLBACK_LENGTH - 1)}…`
      : ua;
  return { browser, os, label };
};
