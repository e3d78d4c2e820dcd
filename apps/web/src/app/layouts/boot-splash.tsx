/** Shown while the start-up permission check runs; plain markup, the theme is not known yet. */
export const BootSplash = () => (
  <div className="ol-splash" role="status" aria-busy="true">
    <div className="ol-splash-ring" />
  </div>
);
