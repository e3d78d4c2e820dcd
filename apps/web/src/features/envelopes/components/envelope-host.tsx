import { lazy, Suspense } from 'react';
import { AfterFirstPaint } from '../../../components/ui/after-first-paint.tsx';
import { timedImport } from '../../../lib/timed-import.ts';
import { useCurrentRain } from '../api/envelopes.ts';
import type { TEnvelopeRainProps } from './envelope-rain.tsx';

/**
 * The red envelope (its drawing, words and styles) is a chunk of its own, fetched only while a rain
 * is on: the home page's first-screen budget is spent, and most visits see no rain. The look-up of
 * the current rain (one small call, after the first paint) is all that is on the first screen.
 */
const EnvelopeRain = lazy(timedImport(() => import('./envelope-rain.tsx')));

/** Asks for the brand's rain once home has painted, and mounts the envelope while one is on. */
export const EnvelopeHost = (props: TEnvelopeRainProps) => (
  <AfterFirstPaint>
    <WhileRaining {...props} />
  </AfterFirstPaint>
);

const WhileRaining = (props: TEnvelopeRainProps) => {
  const { data } = useCurrentRain();
  if (!data?.rain) return null;
  return (
    <Suspense fallback={null}>
      <EnvelopeRain {...props} />
    </Suspense>
  );
};
