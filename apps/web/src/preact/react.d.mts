// The compat layer stands in for React (react.mjs): what its test reads, typed as React's.
export { Activity, useEffectEvent, useId, useSyncExternalStore } from 'react';
