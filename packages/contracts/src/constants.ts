/** Business constants of spec §9 that both the server and the sites rely on. */
export const LIMITS = {
  /** Vendors shown in one header dropdown before "more". */
  dropdownVendorCap: 11,
  /** Vendor icons in the footer. */
  footerVendorCap: 18,
  /** Announcements per page of the announcement popup. */
  announcementPageSize: 8,
  /** QR codes in the header's APP item. */
  vendorQrSize: 130,
  /** Any other QR code; error correction M. */
  defaultQrSize: 200,
  qrErrorCorrection: 'M',
  /** Customer-service popup window. */
  customerServiceWindow: { width: 440, height: 500 },
  /** Loading modal: fixed size, shown only after a short delay so fast calls never flash it. */
  loadingModal: { size: 200, delayMs: 100 },
  /** Lazily loaded chunks give up after this long. */
  chunkTimeoutMs: 120_000,
  smsCountdownSeconds: 60,
  captchaRefreshThrottleMs: 1_000,
  authThrottleWaitMinutes: 5,
  winnerBoardLimit: 20,
  /** Feedback content, trimmed (spec §5: "feedback content length between {0} and {1}"). */
  feedbackContentMin: 1,
  feedbackContentMax: 140,
  remarkMax: 140,
  /** Pagination defaults. */
  pagination: { pageRange: 3, marginPages: 1 },
} as const;

/** The hot-games platform string the spec sends. */
export const HOT_GAMES_PLATFORM = 'flash,html5-desktop';
/** Default platform for the vendor call. */
export const DEFAULT_VENDOR_PLATFORM = 'html5-desktop';

/** Position -1 is the VIP customer-service entry shown in the header; 1.. order the side menu. */
export const VIP_CS_POSITION = -1;

/** The live-chat link's key: its last 8 characters (ZCustomerServiceLink). */
export const CS_LINK_KEY_LENGTH = 8;

/** Categories of promotions (type PR), for the tabs of /promotions. */
export const PROMOTION_CATEGORIES = ['NEWBIE', 'DAILY', 'RNG', 'SPORTS', 'LIVE', 'VIP'] as const;

/**
 * §5 / §9: an application's remark and images (png or jpg, each at most 5 MB, at most 3). Here, not
 * beside the schemas, so the player site's promotions page reads them without zod.
 */
export const APPLICATION_REMARK_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** The chat room (spec §1): limits the server holds and the site shows. */
/** A message's longest text, in characters (code points) after it is cleaned. */
export const CHAT_TEXT_MAX = 200;
/** How many messages a member may say in one rate window, and the window's length. */
export const CHAT_RATE = { messages: 5, windowSeconds: 10 } as const;
/** The newest messages a socket receives on joining, and a history page's longest. */
export const CHAT_HISTORY_LIMIT = 50;

/** Feedback's question types (PUT /wps/feedback): here, without zod, for the player site's form. */
export const FEEDBACK_QUESTION_TYPES = [
  'SUGGESTION',
  'BUG',
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'ACCOUNT',
  'OTHER',
] as const;
