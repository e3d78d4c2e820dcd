import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize.ts';

type TProps = { html: string; className?: string; 'data-testid'?: string };

/** Renders server-supplied HTML after DOMPurify; never pass unsanitised HTML anywhere else. */
export const SafeHtml = ({ html, className, ...rest }: TProps) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} {...rest} />;
};
