/**
 * The error catalogue (spec §8). Each code maps to one HTTP status and to an i18n key of the
 * same name under `errors.` in every language pack. The server sends codes; clients translate.
 */
export const ERRORS = {
  /** The request body, query or params failed validation; `value` lists the bad fields. */
  VALIDATION_FAILED: 400,
  /** A lottery ticket for a draw whose betting has closed (or that was voided). */
  DRAW_CLOSED: 409,
  /** The draw takes no more on this number: the brand's most it may lose on it is reached. */
  LIABILITY_LIMIT: 422,
  /** The request carried no brand we know (unknown Merchant header or host). */
  BRAND_NOT_FOUND: 404,
  /** The permission check was given a URL that is malformed or not a domain of the brand. */
  DOMAIN_CHECK_FAILED: 400,
  /** The brand is under maintenance; only system calls answer. */
  SYSTEM_MAINTENANCE: 503,
  /** The client's country is on the brand's restricted list. */
  REGION_RESTRICTED: 403,
  /** A call that needs a token was made without a valid one. */
  NOT_LOGGED_IN: 401,
  /** A trial (demo) account tried something only a real account may do. */
  REAL_ACCOUNT_REQUIRED: 403,
  /** The language is not one of the brand's enabled languages. */
  LANGUAGE_NOT_ENABLED: 422,
  /** No such resource (route, record) for this brand. */
  NOT_FOUND: 404,
  /** The same idempotency key was used with a different payload. */
  DUPLICATE_TRANSACTION: 409,
  /** The amount is above the available balance of the wallet it comes from; nothing was moved. */
  INSUFFICIENT_BALANCE: 422,
  /** Too many requests from this client; retry after the wait the response names. */
  TOO_MANY_REQUESTS: 429,
  /** An operator muted the member in the chat room; `value.until` says until when. */
  CHAT_MUTED: 403,
  /** The request body is larger than the server accepts. */
  PAYLOAD_TOO_LARGE: 413,
  /** The request's address (path and query) is longer than the server reads. */
  URI_TOO_LONG: 414,
  /** The request's headers are larger than the server reads. */
  HEADERS_TOO_LARGE: 431,
  /** The body's content type is not one the call takes (JSON; multipart where files are sent). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The path exists, but not for this method; the Allow header lists the methods it takes. */
  METHOD_NOT_ALLOWED: 405,
  /** The client took too long to send its request. */
  REQUEST_TIMEOUT: 408,
  /** Wrong username or password (never says which, so accounts cannot be probed). */
  WRONG_CREDENTIALS: 401,
  /** The username or e-mail given to a password reset belongs to no account. */
  USER_NOT_FOUND: 404,
  /** Login needs the captcha now (after failures); `value.captchaRequired` is true. */
  CAPTCHA_REQUIRED: 400,
  /** The captcha answer was wrong, expired or already used. */
  CAPTCHA_INVALID: 400,
  /** Too many failures: the account or client is locked for a while; `value.retryAfterSeconds`. */
  ACCOUNT_LOCKED: 429,
  /** Login from an address the member has not used: a second check is needed; `value` says which. */
  VERIFY_FIRST: 401,
  /** The account is not an agent, so the agent site refuses it. */
  NOT_AN_AGENT: 403,
  /** The account is not a member account (operator, disabled, frozen) and cannot log in. */
  MEMBER_NO_ENTER: 403,
  /** The session must change its password before anything else. */
  PASSWORD_CHANGE_REQUIRED: 403,
  /** The current password given to a change was wrong. */
  WRONG_OLD_PASSWORD: 400,
  /** The new password is one of the most common passwords (the server's list); choose another. */
  PASSWORD_TOO_COMMON: 400,
  /** The mobile number is malformed. */
  INVALID_PHONE_NUMBER: 400,
  /** No mobile number was given. */
  MISSING_PHONE_NUMBER: 400,
  /** The verification code is wrong. */
  INVALID_CODE: 400,
  /** No verification code was given. */
  MISSING_CODE: 400,
  /** The verification code has expired or was used; send a new one. */
  CODE_EXPIRED: 400,
  /** The brand's SMS quota for the period is used up. */
  QUOTA_EXCEEDED: 429,
  /** The mobile number's country calling code is not one the brand sends SMS to; nothing was sent or counted. */
  SMS_COUNTRY_NOT_ALLOWED: 422,
  /** The brand has created its trial (free play) accounts for this hour; `value.retryAfterSeconds`. */
  TRIAL_LIMIT_REACHED: 429,
  /** The function is switched off for this brand (SMS login, social sign-in, free play…). */
  OPERATION_NOT_ALLOWED: 403,
  /** The username is taken in this brand. */
  USERNAME_TAKEN: 409,
  /** The mobile number is registered to another account in this brand. */
  MOBILE_TAKEN: 409,
  /** The affiliate or referral code names no agent of this brand. */
  INVITATION_CODE_INVALID: 422,
  /** The registrant is younger than the brand's minimum age. */
  UNDERAGE: 422,
  /** An encrypted (E) call arrived with a plain or undecryptable body. */
  ENCRYPTION_REQUIRED: 400,
  /** An encrypted call's timestamp is more than 5 minutes from the server's clock. */
  ENCRYPTED_CALL_EXPIRED: 400,
  /** An encrypted call's nonce was seen before for this brand: a replayed body. */
  ENCRYPTED_CALL_REPLAYED: 400,
  /** An encrypted call names a brand key that is unknown or retired past its grace period. */
  ENCRYPTION_KEY_RETIRED: 400,
  /** The password-reset link is unknown, used or expired. */
  RESET_LINK_INVALID: 400,
  /** The social sign-in round trip failed or was cancelled. */
  SOCIAL_SIGN_IN_FAILED: 401,
  /** A social sign-in came back to a browser other than the one that started it (no or another binding cookie). */
  SOCIAL_SIGN_IN_OTHER_BROWSER: 401,
  /** An address the server would call (SMS gateway, sign-in provider) is not https on a public address, as production needs. */
  OUTBOUND_ADDRESS_REFUSED: 400,
  /** The operator's role does not include the permission this call needs. */
  FORBIDDEN: 403,
  /** Money leaving the member needs a payment password, and none is set yet. */
  PAYMENT_PASSWORD_REQUIRED: 422,
  /** The payment password given is wrong. */
  WRONG_PAYMENT_PASSWORD: 400,
  /** The vendor's wallet refused or failed the transfer; the money stayed where it was. */
  VENDOR_TRANSFER_FAILED: 502,
  /** Bets placed are below the turnover the member's deposits require; `value.remaining` says how much. */
  TURNOVER_NOT_MET: 422,
  /** The brand's number of withdrawals per day is used up. */
  WITHDRAWAL_LIMIT_REACHED: 422,
  /** The request would take the member's withdrawals of the day above the brand's daily amount. */
  WITHDRAWAL_AMOUNT_LIMIT_REACHED: 422,
  /** The brand's number of transfers to other members per day is used up. */
  TRANSFER_LIMIT_REACHED: 422,
  /** A balance adjustment waiting for a second operator cannot be approved by the operator who made it. */
  ADJUSTMENT_SELF_APPROVAL: 403,
  /** The operator adjusted this member's balance (made or approved it, within 30 days): another operator decides the withdrawal. */
  WITHDRAWAL_ADJUSTER_CONFLICT: 403,
  /** The brand is in test mode (its deposits through the sandbox gateway are play money): no withdrawals. */
  BRAND_TEST_MODE: 403,
  /** The deposit's payment gateway refused or did not answer; the request stays pending and can be retried. */
  PAYMENT_GATEWAY_UNAVAILABLE: 502,
  /** A host name given to a brand already belongs to another brand. */
  DOMAIN_TAKEN: 409,
  /** Another transfer with this game wallet is still being confirmed; try again in a moment. */
  TRANSFER_IN_PROGRESS: 409,
  /** The game or its vendor is under maintenance; `value.suggestions` lists other games to play. */
  GAME_MAINTENANCE: 503,
  /** A win or rollback names a round (or bet) the wallet never saw. */
  ROUND_NOT_FOUND: 404,
  /** A bet arrived after its rollback: the round is closed and the bet refused. */
  ROUND_CLOSED: 409,
  /** A card room's seat someone else sits in already. */
  SEAT_TAKEN: 409,
  /** The player already sits in this card room (one seat per player). */
  ALREADY_SEATED: 409,
  /** A card room action out of turn, or for a hand that has moved on. */
  NOT_YOUR_TURN: 409,
  /** A vendor's call to the wallet carried no valid signature. */
  INVALID_SIGNATURE: 401,
  /** A house game call with no valid launch session (expired, or from another game). */
  GAME_SESSION_INVALID: 401,
  /** A vendor's win (or rollback) would take a round's credits above its max win multiple of the stakes; nothing was written. */
  WIN_LIMIT_EXCEEDED: 422,
  /** A contract offer gives a downline more than the upline's own contract of that kind. */
  CONTRACT_ABOVE_UPLINE: 422,
  /** The upline holds no contract of that kind and category in force to pass down. */
  CONTRACT_NOT_HELD: 422,
  /** The account is frozen for a dividend it did not pay: no withdrawals, no transfers out. */
  ACCOUNT_FROZEN: 403,
  /** Anything unexpected; details are in the server log under the request id, never in the body. */
  SYSTEM_ERROR: 500,
} as const;

export type TErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as TErrorCode[];

/** HTTP status for an error code; the one code-to-status map of the platform. */
export const statusOf = (code: TErrorCode): number => ERRORS[code];
