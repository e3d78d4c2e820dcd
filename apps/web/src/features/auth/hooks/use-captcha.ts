import { LIMITS, type TCaptcha } from '@openlobby/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createThrottle } from '../../../lib/throttle.ts';
import { getCaptcha } from '../api/get-captcha.ts';

/**
 * The image captcha of a form: fetched when `enabled` turns on, refreshed on a click at most once
 * per second (spec §9). `renew` bypasses the throttle after a failed submit, since a captcha is
 * single-use, but still counts as a refresh.
 */
export const useCaptcha = (enabled: boolean, now: () => number = Date.now) => {
  const [captcha, setCaptcha] = useState<TCaptcha | null>(null);
  const throttle = useRef(createThrottle(LIMITS.captchaRefreshThrottleMs, now));
  const latest = useRef(0);
  const load = useCallback(() => {
    const id = ++latest.current;
    getCaptcha().then(
      (c) => id === latest.current && setCaptcha(c),
      () => id === latest.current && setCaptcha(null),
    );
  }, []);
  const refresh = useCallback(() => {
    if (throttle.current()) load();
  }, [load]);
  const renew = useCallback(() => {
    throttle.current();
    load();
  }, [load]);
  useEffect(() => {
    if (!enabled) {
      setCaptcha(null);
      return;
    }
    renew();
  }, [enabled, renew]);
  return { captcha, refresh, renew };
};
