/** Every route of spec §2 in one place; build links with getHref(). */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  index: { path: '/index', getHref: () => '/index' },
  indexHtml: { path: '/index.html', getHref: () => '/index.html' },
  homeAlias: { path: '/home', getHref: () => '/home' },
  register: {
    path: '/register',
    getHref: (referralCode?: string) =>
      referralCode ? `/register?referralCode=${encodeURIComponent(referralCode)}` : '/register',
  },
  registerHtml: { path: '/register.html', getHref: () => '/register.html' },
  resetPassword: {
    path: '/resetPassword',
    getHref: (token: string) => `/resetPassword?token=${encodeURIComponent(token)}`,
  },
  agentHome: { path: '/agentHome', getHref: () => '/agentHome' },
  pointMall: { path: '/pointMall', getHref: () => '/pointMall' },
  elott: { path: '/elott', getHref: () => '/elott' },
  lottery: { path: '/lottery', getHref: () => '/lottery' },
  vnlottery: {
    path: '/vnlottery',
    getHref: (gameCode?: string) =>
      gameCode ? `/vnlottery?gameCode=${encodeURIComponent(gameCode)}` : '/vnlottery',
  },
  listing: {
    path: '/:pageType',
    getHref: (pageType: string, vendor?: string) =>
      `/${pageType}${vendor ? `?vendor=${encodeURIComponent(vendor)}` : ''}`,
  },
  hot: { path: '/hot', getHref: () => '/hot' },
  promotions: { path: '/promotions', getHref: () => '/promotions' },
  help: {
    path: '/help/:tag?',
    getHref: (tag?: string) => (tag ? `/help/${encodeURIComponent(tag)}` : '/help'),
  },
  helpmc: { path: '/helpmc', getHref: () => '/helpmc' },
  down: { path: '/down', getHref: () => '/down' },
  join: { path: '/join', getHref: () => '/join' },
  seamless: { path: '/seamless', getHref: () => '/seamless' },
  lottert: { path: '/lottert', getHref: () => '/lottert' },
  game: {
    path: '/game',
    /** /game?url=<game_url>&nodeId=…&name=…: everything the frame needs, so a reload keeps working. */
    getHref: (frame?: { url: string; nodeId?: number; name?: string }) => {
      if (!frame) return '/game';
      const params = new URLSearchParams({ url: frame.url });
      if (frame.nodeId !== undefined) params.set('nodeId', String(frame.nodeId));
      if (frame.name) params.set('name', frame.name);
      return `/game?${params.toString()}`;
    },
  },
  member: {
    path: '/member',
    getHref: (page?: string) => (page ? `/member?page=${encodeURIComponent(page)}` : '/member'),
  },
  integral: { path: '/integral', getHref: () => '/integral' },
  vip: { path: '/vip', getHref: () => '/vip' },
  feedback: { path: '/feedback', getHref: () => '/feedback' },
} as const;

/** Listing pages of spec §2 (parameter pageType). */
export const LISTING_PAGE_TYPES = ['rng', 'bgs', 'bingo', 'fish', 'live', 'pvp'] as const;
/** Category pages of spec §2. */
export const CATEGORY_PAGE_TYPES = ['sports', 'esports', 'cockfight'] as const;

/** Routes that are game pages: no side menu. */
export const GAME_PAGE_PATHS = ['/game', '/seamless', '/lottert', '/vnlottery'] as const;

/** Routes that need a stored token; the guard explains and sends visitors to /. */
export const GUARDED_PATHS = ['/lottery', '/integral'] as const;
