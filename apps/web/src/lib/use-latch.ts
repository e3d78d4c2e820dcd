import { useState } from 'react';

/**
 * True from the first render where `value` is true, for good: a part whose code loads on first use
 * (a popup, the phone menu) stays mounted once it has been asked for.
 */
export const useLatch = (value: boolean): boolean => {
  const [latched, setLatched] = useState(value);
  // Set during render, as React allows for state derived from props: no extra commit in between.
  if (value && !latched) setLatched(true);
  return latched || value;
};
