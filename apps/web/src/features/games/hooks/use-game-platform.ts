import { isPhoneWidth } from '../../../lib/device.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import type { TGamePlatform } from '../api/games-keys.ts';

/** The platform the current width asks for: 'html5' on phones, 'html5-desktop' otherwise. */
export const currentGamePlatform = (): TGamePlatform => (isPhoneWidth() ? 'html5' : 'html5-desktop');

/** The platform as React state: follows the width, and is right on the first render too. */
export const useGamePlatform = (): TGamePlatform => (useIsPhone() ? 'html5' : 'html5-desktop');
