/**
 * Values a language pack may leave exactly as English says them (issue 15). The locales test fails
 * on any other value equal to English that contains a letter, so an untranslated string cannot slip
 * in. A value is matched after its `{{placeholders}}` are removed and its ends trimmed, so
 * '{{count}} games' is checked as 'games'.
 *
 * Keep both lists short: where the language has a natural word of its own, translate instead of
 * adding an entry here.
 */
export const SAME_AS_ENGLISH: {
  /** Every pack: brand and product names, written the way their owners write them everywhere. */
  readonly global: readonly string[];
  /** One pack: words that really are the same in that language, keyed by pack file name without `.json`. */
  readonly byPack: Readonly<Record<string, readonly string[]>>;
} = {
  global: [
    // Messaging apps and sign-in providers: their names and logos are the same worldwide.
    'LINE',
    'QQ',
    'Google',
    'Facebook',
    'WhatsApp',
    'WeChat',
    'Telegram',
    'Zalo',
    // Platforms and the download button's product label.
    'Android',
    'iOS',
    'APP',
    // The VIP programme, the stablecoin and one-time codes: product terms players see in Latin letters
    // in every market.
    'VIP',
    'USDT',
    'OTP',
    'SMS',
  ],
  byPack: {
    // French: 'OK' is the standard button label; the rest are French words spelt like English.
    fr: ['OK', 'Actions', 'Agent', 'Bonus', 'Captcha', 'Jackpots', 'Maintenance', 'Menu', 'Missions', 'Type'],
    // Portuguese: 'OK' is the standard button label; 'Slots' and 'Jackpots' are the terms casinos in
    // Portugal use; 'Menu' and 'Manual' are Portuguese words.
    pt: ['OK', 'Jackpots', 'Manual', 'Menu', 'Slots'],
    // Brazilian Portuguese: 'OK' is the standard button label; 'E-mail', 'Status' and 'Jackpots' are the
    // usual Brazilian terms; 'Menu' and 'Manual' are Portuguese words.
    'pt-br': ['OK', 'E-mail', 'Jackpots', 'Manual', 'Menu', 'Status'],
    // Spanish: 'Manual' (manual deposit) is the Spanish word.
    es: ['Manual'],
    // Turkish: 'Bonus' and 'Platform' are Turkish; 'Video poker' is the game's Turkish name.
    tr: ['Bonus', 'Platform', 'Video poker'],
    // Uzbek: 'OK' is the standard button label; 'Agent', 'Bonus' and 'Dividend' are Uzbek words.
    uz: ['OK', 'Agent', 'Bonus', 'Dividend'],
    // Indonesian: 'OK' is the standard button label; 'Status' and 'Platform' are Indonesian.
    id: ['OK', 'Platform', 'Status'],
    // Japanese and Malay: 'OK' is the standard button label on every platform in these languages;
    // 'Platform' and 'Status' are Malay words.
    ja: ['OK'],
    ms: ['OK', 'Platform', 'Status'],
    // Roman Urdu (Urdu in Latin letters) writes these English loanwords as they are; spelling them any
    // other way would read as a mistake to its readers.
    'ur-la': [
      'Home',
      'Member',
      'Team',
      'Team member',
      'Platform',
      'Agent',
      'Menu',
      'VIP Club',
      'Customer service',
      'Sports',
      'Slots',
      'Live',
      'Live Casino',
      'Lottery',
      'E-Lottery',
      'E-Sports',
      'Providers',
      'providers',
      'Video poker',
      'Jackpots',
      'Table games',
      'Board games',
      'Arcade',
      'Missions',
      'Game',
      'game',
      'games',
      'Bet',
      'Bonus',
      'Vendor',
      'Wallet',
      'E-wallet',
      'Crypto',
      'Bank',
      'Bank card',
      'Account',
      'Account number',
      'Username',
      'Password',
      'Mobile',
      'Mobile number',
      'E-mail',
      'E-mail code',
      'SMS code',
      'Authenticator app',
      'Authenticator code',
      'Referral code',
      'Affiliate code',
      'Captcha',
    ],
  },
};
