import type { TCustomerServiceEntry } from '@openlobby/contracts';

type TCsType = TCustomerServiceEntry['csType'];

const BG: Record<TCsType, string> = {
  TELEGRAM: '#2aa3de',
  FACEBOOK: '#1877f2',
  LIVECHAT: '#ff7a18',
  LINE: '#06c755',
};

/** Brand-coloured round icon per customer-service type. */
export const CsIcon = ({ type, size = 22 }: { type: TCsType; size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="12" r="12" fill={BG[type]} />
    {type === 'TELEGRAM' && (
      <path
        d="M5.5 11.6l11.2-4.4c.5-.2 1 .1.8.9l-1.9 9c-.1.6-.5.8-1 .5l-2.9-2.1-1.4 1.3c-.2.2-.3.3-.6.3l.2-3 5.3-4.8c.2-.2 0-.3-.3-.1L8.4 13l-2.8-.9c-.6-.2-.6-.6-.1-.5z"
        fill="#fff"
      />
    )}
    {type === 'FACEBOOK' && (
      <path
        d="M13.2 19v-6h2l.3-2.4h-2.3V9.2c0-.7.2-1.1 1.2-1.1h1.2V6a16 16 0 00-1.8-.1c-1.8 0-3 1.1-3 3.1v1.7h-2V13h2v6z"
        fill="#fff"
      />
    )}
    {type === 'LIVECHAT' && (
      <>
        <path
          d="M6 7.5h12a1.5 1.5 0 011.5 1.5v6a1.5 1.5 0 01-1.5 1.5h-6.5L8 19v-2.5H6A1.5 1.5 0 014.5 15V9A1.5 1.5 0 016 7.5z"
          fill="#fff"
        />
        <circle cx="9" cy="12" r="1" fill={BG.LIVECHAT} />
        <circle cx="12" cy="12" r="1" fill={BG.LIVECHAT} />
        <circle cx="15" cy="12" r="1" fill={BG.LIVECHAT} />
      </>
    )}
    {type === 'LINE' && (
      <>
        <path
          d="M12 5.5c-4.1 0-7.3 2.6-7.3 5.9 0 2.9 2.6 5.4 6.1 5.8.5.1.5.4.4 1.3 0 .4.3.5.7.3 2.6-1.5 7.4-4.5 7.4-7.4 0-3.3-3.2-5.9-7.3-5.9z"
          fill="#fff"
        />
        <path
          d="M8 10v3h1.5M10.8 10v3M12.5 13v-3l2 3v-3M17 10h-1.5v3H17M15.5 11.5H17"
          stroke={BG.LINE}
          strokeWidth="0.9"
          fill="none"
        />
      </>
    )}
  </svg>
);
