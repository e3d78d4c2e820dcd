/*
 * Every API path the sites call, shared by the server's routes and the clients (spec §7). This file
 * imports nothing: the player site's first screen needs the paths but not the schemas beside them,
 * and a module with a zod schema at its top level would bring all of zod along.
 */

/** The site's system and content calls. */
export const API = {
  whitelabel: '/wps/system/whitelabel',
  status: '/wps/system/status',
  permission: '/wps/system/permission',
  domainRoute: '/wps/system/domainRoute',
  helpCenter: '/wps/system/helpCenter',
  registerSettings: '/wps/system/setting/register',
  language: '/wps/system/language',
  deviceLinks: '/wps/system/deviceLinks',
  customerService: '/wps/system/customerService',
  customerServiceLink: '/wps/system/customerService/:id/link',
  notice: '/wps/system/notice',
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  feedback: '/wps/feedback',
  vendors: '/wps/relay/GCSGAME_newGameVendor',
  vendorLogo: '/assets/vendors/:code.svg',
} as const;

/** Game calls (spec §7 "Games"); T = the token is sent when there is one. */
export const GAMES_API = {
  gameMenus: '/lgw/games/game_menus',
  popular: '/lgw/games/popular',
  gameList: '/wps/relay/GCSGAME_gameList',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  vassGameType: '/wps/relay/GCSGAME_getVassGameType',
  favoriteIds: '/wps/relay/MCSFE_getFavoriteGames',
  favoriteList: '/wps/relay/MCSFE_getFavoriteGamesList',
  addFavorite: '/wps/relay/MCS2_addFavGame',
  removeFavorite: '/wps/relay/MCS2_removeFavGame',
  recentGames: '/wps/relay/GCS_recentGame',
  roomList: '/wps/relay/GLS2_roomList',
  launchGame: '/wps/game/launchGame',
  rankList: '/wps/relay/GCSGAME_getRankList',
  gameIcon: '/assets/games/:nodeId.svg',
} as const;

/** The member's referral calls (issue 17, T): the invite link and who joined through it. */
export const REFERRAL_API = {
  invite: '/wps/relay/MCS2_getReferralInvite',
  invitees: '/wps/relay/MCS2_getReferralInvitees',
} as const;

/** The member's VIP page (issue 17, T): levels, theirs and progress. */
export const VIP_API = {
  info: '/wps/relay/MCS2_getVipInfo',
} as const;

/**
 * The points calls (spec §7, all T). The two `passwordCheck/` calls carry the payment password and
 * are encrypted. Points history is its own call (`details`): the member transaction detail
 * (ODSFE2_MemTransDet) stays the money entry's, where a conversion's cash side shows.
 */
export const POINTS_API = {
  balance: '/wps/relay/MCS2_getPointBalance',
  rewards: '/wps/relay/MCS2_getPointReward',
  redeem: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  redemptions: '/wps/relay/MCS2_getRedeemPointList',
  config: '/wps/relay/MCS2_getPointConfig',
  details: '/wps/relay/MCS2_getPointDetail',
  convert: '/wps/relay/passwordCheck/MCS2_convertPoint',
  rewardImage: '/assets/points/rewards/:id.svg',
} as const;

/**
 * The inbox (spec §7 "unread message count", §2 messageV2; all T): personal messages and the
 * brand's broadcasts, newest first; reading one marks it read, delete hides it for the member.
 */
export const MESSAGES_API = {
  unreadCount: '/wps/relay/CSP_unreadCount',
  list: '/wps/messages',
  one: '/wps/messages/:id',
  read: '/wps/messages/:id/read',
  readAll: '/wps/messages/read-all',
} as const;

/**
 * The member's money calls (spec §7): balance, transfers between the main wallet and vendor
 * wallets, transfers to the upline and to downlines, histories, and deposits. Amounts are numbers in
 * the currency's major unit; every call that moves money carries a client-made `requestId`, so a
 * retried request is applied once and answers the first result.
 */
export const WALLET_API = {
  balance: '/wps/v2/wallets/balance',
  transfer: '/wps/relay/GCS_walletTransfer',
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  consolidatedFunds: '/wps/member/info/funds/consolidated',
  paymentPassword: '/wps/member/payment-password',
  uplineTransfer: '/wps/member/transfer/upline',
  downlineTransfer: '/wps/agent/transfer/downline',
  transactions: '/wps/member/transactions',
  transactionDetail: '/wps/relay/ODSFE2_MemTransDet',
  profitLoss: '/wps/member/profit-loss',
  bonusDetails: '/wps/member/bonus-details',
  bettingRecords: '/wps/member/betting-records',
  depositChannels: '/wps/payments/deposit/channels',
  deposits: '/wps/payments/deposits',
  /** WebSocket: pushes `{ type: 'balance', ... }` after every change of the member's money. */
  events: '/wps/ws',
} as const;

/** The member's withdrawal calls. */
export const WITHDRAW_API = {
  info: '/wps/payments/withdraw/info',
  payoutAccounts: '/wps/payments/payout-accounts',
  withdrawals: '/wps/payments/withdrawals',
  confirm: '/wps/payments/withdrawals/:id/confirm',
  proof: '/wps/payments/withdrawals/:id/proofs/:proofId',
} as const;

/** Identity calls (spec §7, auth and member). */
export const AUTH_API = {
  login: '/wps/session/login',
  loginVerify: '/wps/session/login/verify',
  logout: '/wps/session/logout',
  freePlay: '/wps/session/login/freeplay',
  socialStart: '/wps/session/social/:provider/start',
  socialCallback: '/wps/session/social/:provider/callback',
  socialExchange: '/wps/session/social/exchange',
  captcha: '/wps/captcha',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  changePassword: '/wps/member/password',
  passwordEmail: '/wps/member/password/email',
  passwordReset: '/wps/member/password/reset',
  passwordByPhone: '/wps/member/password/verification',
  memberInfo: '/wps/member/info',
  memberIcon: '/wps/member/info/icon',
  totpSetup: '/wps/member/totp/setup',
  totpEnable: '/wps/member/totp/enable',
  affiliate: '/wps/agent/affiliate',
  devOutbox: '/dev/outbox/sms',
} as const;

/** Promotions and bonuses (issue 17): the member's calls. */
export const PROMOTIONS_API = {
  /** The brand's promotions, each with the member's §4 activity state. */
  list: '/wps/promotions',
  join: '/wps/promotions/join',
  claim: '/wps/promotions/claim',
  /** An application: remark and up to 3 base64 png/jpg images. */
  apply: '/wps/promotions/apply',
  /** The spec's raffle claim (T, POST). */
  claimRaffle: '/wps/relay/MCS2_claimRafflePromotion',
  /** The member's bonuses with their wagering requirement and progress. */
  myBonuses: '/wps/promotions/bonuses',
} as const;

/** Missions and the reward centre (issue 17): the member's calls. */
export const MISSIONS_API = {
  /** The brand's open missions with the member's progress this period, and the claimable count. */
  list: '/wps/missions',
  /** The member centre's badge: how many rewards can be claimed now. */
  badge: '/wps/missions/badge',
  /** Claims a met mission's reward for this period (once). */
  claim: '/wps/missions/claim',
  /** A mission's current period's top members by progress. */
  leaderboard: '/wps/missions/leaderboard',
} as const;

/** The agent centre's calls (spec §2 agent centre, §6 agents). Agents only: others get NOT_AN_AGENT. */
export const AGENT_API = {
  /** The overview (agentTeamOverview): the team's figures over brand-local days. */
  teamOverview: '/wps/agent/team/overview',
  /** Team management (downlineManagmentView): a level of the team with each member's figures. */
  team: '/wps/agent/team',
  /** Team betting (personalHistoryCopy): the team's bets. */
  teamBets: '/wps/agent/team/bets',
  /** Downline transaction details: the team's deposits, withdrawals and transfers. */
  teamTransactions: '/wps/agent/team/transactions',
  /** Account registration (registerCenter): a new member or agent directly under the agent (E). */
  downlines: '/wps/agent/downlines',
  /** The contracts an agent holds and those it offered its direct downlines (GET); an offer (POST). */
  contracts: '/wps/agent/contracts',
  /** Payments of the agent's contracts, received and paid (my income, dividend record, wages). */
  settlements: '/wps/agent/settlements',
  /** /join: a member's application to become an agent (POST), and where it stands (GET). */
  applications: '/wps/agent/applications',
  /** Signing, rejecting or ending a contract (spec §7), each answered by the contract after it. */
  processDividend: '/wps/relay/MCS2_processDividendReq',
  processDailyWage: '/wps/relay/MCS2_processDailySalContract',
  processHourlyWage: '/wps/relay/MCS2_processContractHourSalary',
  /** The real-time salary agreement's own call (the spec names none): daily-wage codes. */
  processRealTimeSalary: '/wps/relay/MCS2_processRealTimeSalary',
} as const;

/**
 * Calls whose body is encrypted (E in spec §7), as `METHOD /route/path`: every call whose body
 * carries a password, a payment password, a one-time code or a reset token. The server refuses a
 * plain body on these; other methods on the same path (GET withdrawals) stay plain.
 */
export const ENCRYPTED_CALLS: readonly string[] = [
  `POST ${AUTH_API.login}`,
  // The second step's code: an SMS or e-mail code, a TOTP code or the bank name.
  `POST ${AUTH_API.loginVerify}`,
  `PUT ${AUTH_API.register}`,
  `PUT ${AUTH_API.registerMobile}`,
  `POST ${AUTH_API.changePassword}`,
  `POST ${AUTH_API.passwordReset}`,
  `POST ${AUTH_API.passwordByPhone}`,
  `POST ${AUTH_API.totpSetup}`,
  `POST ${AUTH_API.totpEnable}`,
  `POST ${WALLET_API.paymentPassword}`,
  `POST ${WALLET_API.uplineTransfer}`,
  `POST ${WALLET_API.downlineTransfer}`,
  `POST ${AGENT_API.downlines}`,
  `POST ${WITHDRAW_API.payoutAccounts}`,
  `POST ${WITHDRAW_API.withdrawals}`,
  `POST ${POINTS_API.redeem}`,
  `POST ${POINTS_API.convert}`,
];

/** Whether `method` on the route `routePath` (as declared, `:id` unfilled) is an encrypted call. */
export const isEncryptedCall = (method: string, routePath: string): boolean =>
  ENCRYPTED_CALLS.includes(`${method.toUpperCase()} ${routePath}`);

/** The chat room: its WebSocket (`hello`, then `say`) and the history for scrolling back. */
export const CHAT_API = {
  /** The room's WebSocket: `hello` first, then `say`; the server pushes what the room says. */
  socket: '/wps/chat',
  /** Older messages, oldest first, before a message id (scrolling back). */
  history: '/wps/chat/history',
} as const;

/** Red envelopes and feedback replies (issue 17). */
export const ENVELOPES_API = {
  /** The brand's rain now on, if any (visitors see it too, to show "log in to grab"). */
  current: '/wps/envelopes/current',
  /** Opens the member's one envelope of a rain. */
  open: '/wps/envelopes/:id/open',
  /** The member's own feedback with the operator's replies. */
  myFeedback: '/wps/feedback/mine',
} as const;

export const ADMIN_FEEDBACK_API = {
  /** The brand's feedback, newest first, filtered (GET). */
  feedback: '/admin/api/engagement/feedback',
  /** The operator's one reply to a feedback (POST). */
  feedbackReply: '/admin/api/engagement/feedback/:id/reply',
  /** The brand's red-envelope rains (GET), a new one (POST). */
  envelopes: '/admin/api/engagement/envelopes',
} as const;

/**
 * The house lottery's paths (issue 18; its schemas are in lottery.ts): the pages, their
 * `/house/api/lottery` calls with the page's launch token, and the player site's own two calls.
 */
export const LOTTERY_API = {
  /** The Vietnam lottery's pages: `?lang=EN&view=lobby|betting&game=<code>#token=…`. */
  vnPage: '/house/lottery/',
  /** The e-lottery's page: `?lang=EN&game=<code>#token=…`. */
  elottPage: '/house/elott/',
  /** The lottery games of the page's product, each with its current draw (token). */
  games: '/house/api/lottery/games',
  /** A game's past draws, newest first, each with its result and revealed seed (token). */
  results: '/house/api/lottery/games/:code/results',
  /** Places one ticket (token, POST); GET lists the player's tickets, newest first. */
  tickets: '/house/api/lottery/tickets',
  /** One draw's proof: its seed hash, and once closed its seed and result (public). */
  proof: '/house/api/lottery/draws/:drawId',
  /** The newest drawn result of each lottery game of the brand (spec §7: latest numbers, T). */
  latestNumbers: '/lotto/lgw/games/opened/numero',
  /** The Vietnam lottery launch (spec §3's payload) answering value.gameUrl. */
  vnLaunch: '/wps/lottery/launch',
} as const;
