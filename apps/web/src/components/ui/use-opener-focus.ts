import { useRef, useState } from 'react';

/**
 * Gives the focus back to the control that opened a dialog which mounted already open. Mantine
 * remembers the opener only when `opened` turns true after mount, and a popup whose code loads on
 * first use mounts open, so without this the focus would fall to the page's start on close
 * (WCAG 2.4.3). Later openings are Mantine's own. Returns the modal's onExitTransitionEnd.
 */
export function useOpenerFocus(opened: boolean, onExitTransitionEnd?: () => void) {
  // Read on the first render, before the dialog's focus trap moves the focus in.
  const [opener] = useState(() =>
    opened && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const pending = useRef(opener !== null);
  return () => {
    onExitTransitionEnd?.();
    if (!pending.current || !opener) return;
    pending.current = false;
    // Once the dialog has unmounted, and only when the focus went down with it (not when another
    // dialog took it).
    setTimeout(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (opener.isConnected && lost) opener.focus();
    });
  };
}
