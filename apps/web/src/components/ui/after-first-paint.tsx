import { useEffect, useState, type ReactNode } from 'react';

/** The regions waiting for their frame, in the order they mounted (the page's reading order). */
const waiting: (() => void)[] = [];
let frameAsked = false;

/** Mounts the next waiting region after the next paint, then asks for another frame for the rest. */
const askFrame = () => {
  frameAsked = true;
  // The frame callback runs before the paint, the timer after it.
  requestAnimationFrame(() => {
    window.setTimeout(() => {
      waiting.shift()?.();
      if (waiting.length > 0) askFrame();
      else frameAsked = false;
    }, 0);
  });
};

const waitForFrame = (mount: () => void): (() => void) => {
  waiting.push(mount);
  if (!frameAsked) askFrame();
  return () => {
    const at = waiting.indexOf(mount);
    if (at >= 0) waiting.splice(at, 1);
  };
};

/**
 * Renders its children after the page around them has painted, one such region per frame in the
 * order they mounted. Start-up then commits, lays out and paints the first screen first and each
 * region after it in a task of its own, short enough for a phone's slow CPU to answer a tap
 * between them (issue 14: several regions mounted in one frame were one long task together). For
 * what sits at or below the fold only: `placeholderHeight` keeps its room so nothing below it moves.
 */
export const AfterFirstPaint = ({
  children,
  placeholderHeight = 0,
}: {
  children: ReactNode;
  placeholderHeight?: number;
}) => {
  const [painted, setPainted] = useState(false);
  useEffect(() => waitForFrame(() => setPainted(true)), []);
  return painted ? children : <div style={{ minHeight: placeholderHeight }} aria-hidden="true" />;
};
