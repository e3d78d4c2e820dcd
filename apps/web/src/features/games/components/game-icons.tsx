import { makeIcon as make } from '../../../components/ui/icons.tsx';

const HEART = (
  <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.5 1.1 4.8 2.8C13.3 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z" />
);

/** Line icons of the game pages (24x24, currentColor). */
export const IconHeart = make('IconHeart', HEART);
export const IconHeartFilled = make('IconHeartFilled', HEART, { filled: true });
export const IconPlay = make('IconPlay', <path d="M8 5.5v13l10.5-6.5z" />, { filled: true });
export const IconSearch = make(
  'IconSearch',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </>,
);
export const IconFullscreen = make('IconFullscreen', <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />);
export const IconFullscreenExit = make(
  'IconFullscreenExit',
  <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />,
);
export const IconWrench = make(
  'IconWrench',
  <path d="M14.7 6.3a4 4 0 00-5.4 5l-5 5a1.6 1.6 0 002.3 2.3l5-5a4 4 0 005-5.4l-2.4 2.4-2.2-.5-.5-2.2z" />,
);
export const IconSparkle = make(
  'IconSparkle',
  <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />,
);
export const IconHistory = make(
  'IconHistory',
  <>
    <path d="M3.5 12a8.5 8.5 0 102.5-6L3.5 8.5" />
    <path d="M3.5 4v4.5H8M12 8v4.5l3 2" />
  </>,
);
export const IconGrid = make(
  'IconGrid',
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </>,
);
export const IconTrophyCup = make(
  'IconTrophyCup',
  <path d="M8 4h8v5a4 4 0 01-8 0zM8 6H5a3 3 0 003 4M16 6h3a3 3 0 01-3 4M12 13v4M8.5 20h7M10 17h4v3h-4z" />,
);
