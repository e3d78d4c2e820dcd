import { lazy, Suspense } from 'react';

export type TSafeHtmlProps = { html: string; className?: string; 'data-testid'?: string };

/**
 * DOMPurify loads with the first piece of operator HTML to show, not with the first screen: most
 * visits never open a popup, a help topic or a promotion's terms.
 */
const SafeHtmlBody = lazy(() => import('./safe-html-body.tsx'));

/** Renders operator HTML after DOMPurify; never pass unsanitised HTML anywhere else. */
export const SafeHtml = (props: TSafeHtmlProps) => (
  <Suspense fallback={null}>
    <SafeHtmlBody {...props} />
  </Suspense>
);
