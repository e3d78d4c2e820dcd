// The compat layer stands in for React (react.mjs): it is typed as React.
export * from 'react';
export { default } from 'react';
