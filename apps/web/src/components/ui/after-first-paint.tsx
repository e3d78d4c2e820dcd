import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children one frame after the page around them has painted. Start-up then commits,
 * lays out and paints the first screen first and the rest of the page after it, as two shorter
 * tasks instead of one long one a phone's slow CPU cannot answer a tap during. For what sits at or
 * below the fold only: `placeholderHeight` keeps its room so nothing below it moves.
 */
export const AfterFirstPaint = ({
  children,
  placeholderHeight = 0,
}: {
  children: ReactNode;
  placeholderHeight?: number;
}) => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    // The frame callback runs before the paint, the timer after it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted ? children : <div style={{ minHeight: placeholderHeight }} aria-hidden="true" />;
};
