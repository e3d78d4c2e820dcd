import { useRef, useState } from 'react';
import { useInView } from '../hooks/use-in-view.ts';
import { placeholderThumb, retryUrl } from '../lib/placeholder.ts';

type TProps = { src: string; name: string; vendor?: string; className?: string };

type TAttempt = { n: 0 } | { n: 1; stamp: number } | { n: 2 };

/**
 * A lazily loaded thumbnail (spec §9): the address is set only once the image is in view
 * (threshold 0.1); a failed load is retried once with a cache-busting query, then a generated
 * placeholder shows.
 */
export const GameThumb = ({ src, name, vendor, className }: TProps) => {
  const ref = useRef<HTMLImageElement>(null);
  const visible = useInView(ref);
  const [attempt, setAttempt] = useState<TAttempt>({ n: 0 });
  const [loaded, setLoaded] = useState(false);
  const current = !visible
    ? undefined
    : attempt.n === 0
      ? src
      : attempt.n === 1
        ? retryUrl(src, attempt.stamp)
        : placeholderThumb(name, vendor);
  return (
    <img
      ref={ref}
      src={current}
      alt={name}
      className={className}
      decoding="async"
      draggable={false}
      data-testid="game-thumb"
      data-state={attempt.n === 2 ? 'placeholder' : loaded ? 'loaded' : visible ? 'loading' : 'idle'}
      onLoad={() => setLoaded(true)}
      onError={() => {
        setLoaded(false);
        setAttempt((a) => (a.n === 0 ? { n: 1, stamp: Date.now() } : { n: 2 }));
      }}
    />
  );
};
