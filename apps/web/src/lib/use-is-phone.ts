import { useMediaQuery } from '@mantine/hooks';
import { isPhoneWidth, PHONE_QUERY } from './device.ts';

/**
 * Whether the page is at phone width, right on the first render: a hook that starts at "desktop"
 * and corrects itself in an effect renders and lays out a phone's whole first screen twice.
 */
export const useIsPhone = (): boolean =>
  useMediaQuery(PHONE_QUERY, isPhoneWidth(), { getInitialValueInEffect: false });
