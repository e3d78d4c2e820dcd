import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize.ts';
import type { TSafeHtmlProps } from './safe-html.tsx';

/** The sanitised body of SafeHtml, in a chunk of its own with DOMPurify. */
const SafeHtmlBody = ({ html, className, ...rest }: TSafeHtmlProps) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div className={`ol-rich ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} {...rest} />
  );
};

export default SafeHtmlBody;
