import { lazy, Suspense } from 'react';
import { AfterFirstPaint } from '../../../components/ui/after-first-paint.tsx';
import { timedImport } from '../../../lib/timed-import.ts';

/**
 * The latest numbers (their words, balls and styles) are a chunk of their own, fetched after home
 * has painted and only for members: the first screen's budget is spent, and visitors cannot ask.
 */
const LatestNumbers = lazy(timedImport(() => import('./latest-numbers.tsx')));

/** Home's latest lottery numbers, below the fold: nothing for visitors. */
export const LatestNumbersHost = ({ loggedIn }: { loggedIn: boolean }) =>
  loggedIn ? (
    <AfterFirstPaint>
      <Suspense fallback={null}>
        <LatestNumbers />
      </Suspense>
    </AfterFirstPaint>
  ) : null;
