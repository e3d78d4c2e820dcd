/** Small inline icons of the brand editor (the console ships no icon font). */
const Svg = ({ d, size = 16 }: { d: string; size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d={d} />
  </svg>
);

export const IconTrash = () => (
  <Svg d="M9 3h6l1 1h4v2H4V4h4l1-1Zm-3 5h12l-1 12a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2L6 8Zm4 2v9h1.5v-9H10Zm3.5 0v9H15v-9h-1.5Z" />
);
export const IconPlus = () => <Svg d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6V5Z" />;
export const IconUp = () => <Svg d="m12 7 6 6-1.4 1.4-4.6-4.6-4.6 4.6L6 13l6-6Z" />;
export const IconDown = () => <Svg d="m12 17-6-6 1.4-1.4 4.6 4.6 4.6-4.6L18 11l-6 6Z" />;
