/**
 * Shown while start-up runs; plain markup, the theme is not known yet. The same markup and its
 * styles are in index.html, so the page paints it before any script arrives and React's first
 * render changes nothing on screen.
 */
export const BootSplash = () => (
  <div className="ol-splash" role="status" aria-busy="true">
    <svg className="ol-splash-ring" viewBox="0 0 54 54" aria-hidden="true">
      <circle cx="27" cy="27" r="25" fill="none" stroke="#ffffff22" strokeWidth="4" />
      <path d="M27 2a25 25 0 0 1 25 25" fill="none" stroke="#f5b400" strokeWidth="4" strokeLinecap="round" />
    </svg>
  </div>
);
