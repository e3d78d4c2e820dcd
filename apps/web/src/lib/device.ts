/** Phone widths get the h5 layout and the `Device: h5` header. */
export const PHONE_QUERY = '(max-width: 768px)';

export const isPhoneWidth = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY).matches
    : false;

export const deviceHeader = (): 'web' | 'h5' => (isPhoneWidth() ? 'h5' : 'web');
