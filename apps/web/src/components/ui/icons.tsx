import type { ReactNode, SVGProps } from 'react';

type TIconProps = SVGProps<SVGSVGElement> & { size?: number };

type TIconOptions = {
  /** Also fills its shapes. */
  filled?: boolean;
  /**
   * Points along the reading direction (back, forward, out, send): right-to-left pages show it
   * mirrored, through `.ol-directional` in global.css. Symbols that mean the same either way
   * (refresh, download, external link) stay as drawn.
   */
  directional?: boolean;
};

/** A 24x24 line icon in currentColor. */
export const makeIcon = (
  name: string,
  body: ReactNode,
  { filled = false, directional = false }: TIconOptions = {},
) => {
  const Icon = ({ size = 20, className, ...rest }: TIconProps) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={directional ? ['ol-directional', className].filter(Boolean).join(' ') : className}
      {...rest}
    >
      {body}
    </svg>
  );
  Icon.displayName = name;
  return Icon;
};

/** Small line icons used across the shell (24x24, currentColor). */
const make = makeIcon;

export const IconHome = make(
  'IconHome',
  <path d="M3 11l9-7 9 7v9a1 1 0 01-1 1h-5v-6h-6v6H4a1 1 0 01-1-1z" />,
);
export const IconFlame = make(
  'IconFlame',
  <path d="M12 21c4 0 7-2.7 7-6.6 0-3.3-2.2-5.4-3.6-7-.4 2-1.4 3.2-2.6 3.6.3-3-1-6-3.8-8 .2 3.3-1.6 5-3.2 6.8C4.6 11.2 5 12.8 5 14.4 5 18.3 8 21 12 21z" />,
);
export const IconGift = make(
  'IconGift',
  <>
    <rect x="3" y="8" width="18" height="5" rx="1" />
    <path d="M5 13v8h14v-8M12 8v13M12 8c-2.5 0-5-1-5-3s3-2 5 3c2-5 5-5 5-3s-2.5 3-5 3z" />
  </>,
);
export const IconPhone = make(
  'IconPhone',
  <>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
  </>,
);
export const IconCrown = make('IconCrown', <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />);
export const IconHeadset = make(
  'IconHeadset',
  <>
    <path d="M4 14v-2a8 8 0 0116 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-2 2.5-5 2.5" />
  </>,
);
export const IconChat = make(
  'IconChat',
  <>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </>,
);
export const IconWallet = make(
  'IconWallet',
  <>
    <path d="M3 7a2 2 0 012-2h13v4" />
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <circle cx="16.5" cy="13.5" r="1.3" />
  </>,
);
export const IconWithdraw = make(
  'IconWithdraw',
  <>
    <rect x="3" y="4" width="18" height="10" rx="2" />
    <path d="M12 10v10M8.5 16.5L12 20l3.5-3.5" />
  </>,
);
export const IconInvite = make(
  'IconInvite',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.5-3.5 3.2-5.5 6.5-5.5s6 2 6.5 5.5M19 8v6M16 11h6" />
  </>,
);
export const IconTrophy = make(
  'IconTrophy',
  <>
    <path d="M7 4h10v5a5 5 0 01-10 0z" />
    <path d="M7 6H4a3 3 0 003 4M17 6h3a3 3 0 01-3 4M12 14v4M8 21h8M9.5 18h5" />
  </>,
);
export const IconDownload = make('IconDownload', <path d="M12 3v12M7 10l5 5 5-5M4 20h16" />);
export const IconMovie = make(
  'IconMovie',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M10 9.5v5l4.5-2.5z" />
  </>,
);
export const IconLogout = make(
  'IconLogout',
  <path d="M15 4h4a1 1 0 011 1v14a1 1 0 01-1 1h-4M10 17l-5-5 5-5M5 12h11" />,
  { directional: true },
);
export const IconRefresh = make('IconRefresh', <path d="M20 11a8 8 0 10-2.3 5.7M20 5v6h-6" />);
export const IconUser = make(
  'IconUser',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c.8-4 4-6 8-6s7.2 2 8 6" />
  </>,
);
export const IconChevronDown = make('IconChevronDown', <path d="M6 9l6 6 6-6" />);
export const IconGlobe = make(
  'IconGlobe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
  </>,
);
export const IconAgent = make(
  'IconAgent',
  <>
    <circle cx="12" cy="7" r="3" />
    <circle cx="5" cy="17" r="2.5" />
    <circle cx="19" cy="17" r="2.5" />
    <path d="M12 10v3M12 13l-5.5 2M12 13l5.5 2" />
  </>,
);
export const IconApple = make(
  'IconApple',
  <path d="M16 3c0 1.7-1.3 3.2-3 3.3-.2-1.7 1.3-3.2 3-3.3zM12.3 7.6c.9 0 2-.9 3.4-.9 2.3 0 3.3 1.7 3.3 1.7s-1.8.9-1.8 3.2c0 2.6 2.3 3.4 2.3 3.4s-1.6 4.6-3.8 4.6c-1.1 0-1.6-.7-2.9-.7-1.4 0-2 .7-3 .7-2 0-4.3-4.1-4.3-7.2 0-3.1 2-4.8 3.9-4.8 1.3 0 2.1.9 2.9.9z" />,
);
export const IconAndroid = make(
  'IconAndroid',
  <>
    <path d="M5 10h14v7a2 2 0 01-2 2H7a2 2 0 01-2-2zM5 9a7 7 0 0114 0zM8 3l1.5 2.5M16 3l-1.5 2.5M12 19v2.5M8 19v2.5M16 19v2.5" />
    <circle cx="9.5" cy="6.8" r=".5" />
    <circle cx="14.5" cy="6.8" r=".5" />
  </>,
);
export const IconQq = make(
  'IconQq',
  <path d="M12 3c-3 0-5 2.4-5 5.5 0 1-.3 1.6-.8 2.3-.8 1-2.2 3-1.7 5 .2.8.7.6 1.3-.3.3 1 .9 1.8 1.7 2.4-1 .4-1.6 1-1.2 1.6.5.7 3 .5 4.2-.2.6.1 1.4.1 3 0 1.2.7 3.7.9 4.2.2.4-.6-.2-1.2-1.2-1.6.8-.6 1.4-1.4 1.7-2.4.6.9 1.1 1.1 1.3.3.5-2-.9-4-1.7-5-.5-.7-.8-1.3-.8-2.3C17 5.4 15 3 12 3z" />,
);
export const IconChevronLeft = make('IconChevronLeft', <path d="M15 6l-6 6 6 6" />, { directional: true });
export const IconChevronRight = make('IconChevronRight', <path d="M9 6l6 6-6 6" />, { directional: true });
/** Forward: "view all", a date range's "to". */
export const IconArrowRight = make('IconArrowRight', <path d="M5 12h14M13 6l6 6-6 6" />, {
  directional: true,
});
/** Money going into a game wallet (main → vendor). */
export const IconArrowIn = make('IconArrowIn', <path d="M17 7L7 17M7 9v8h8" />, { directional: true });
/** Money coming back to the main wallet (vendor → main). */
export const IconArrowOut = make('IconArrowOut', <path d="M7 17L17 7M9 7h8v8" />, { directional: true });
export const IconCopy = make(
  'IconCopy',
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 00-2-2H6a2 2 0 00-2 2v8a2 2 0 002 2h2" />
  </>,
);
export const IconCheck = make('IconCheck', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const IconBank = make(
  'IconBank',
  <path d="M3 9.5L12 4l9 5.5M5 10v7M9.5 10v7M14.5 10v7M19 10v7M3.5 20h17M4 17.5h16" />,
);
export const IconCoin = make(
  'IconCoin',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 8h4a2 2 0 010 4h-4zm0 4h4.5a2 2 0 010 4H9.5zM9.5 6.5v11M12 6.5V8M12 16v1.5" />
  </>,
);
export const IconLock = make(
  'IconLock',
  <>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 018 0v3M12 14.5v2.5" />
  </>,
);
export const IconExternal = make(
  'IconExternal',
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" />,
);
export const IconSend = make('IconSend', <path d="M21 3L10 14M21 3l-7 18-4-7-7-4z" />, { directional: true });
export const IconChart = make('IconChart', <path d="M4 20h16M7 16v-5M12 16V6M17 16v-8" />);
export const IconList = make(
  'IconList',
  <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />,
);
export const IconPlus = make('IconPlus', <path d="M12 5v14M5 12h14" />);
export const IconClose = make('IconClose', <path d="M6 6l12 12M18 6L6 18" />);
export const IconImage = make(
  'IconImage',
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="M20.5 15.5l-5-5-9 9" />
  </>,
);
export const IconAlert = make('IconAlert', <path d="M12 4l9 16H3zM12 10v4.5M12 17.5h.01" />);
export const IconClock = make(
  'IconClock',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
export const IconCalendar = make(
  'IconCalendar',
  <>
    <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
    <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
  </>,
);
export const IconShield = make(
  'IconShield',
  <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6z" />,
);
