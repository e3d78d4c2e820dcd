import { useEffect, useState, type RefObject } from 'react';

/** Spec §9: an image loads once a tenth of it is visible. */
export const LAZY_THRESHOLD = 0.1;

/**
 * Whether the element has come into view (threshold 0.1). It stays true once seen, and the observer
 * is dropped then. Without IntersectionObserver everything counts as visible.
 */
export const useInView = (ref: RefObject<Element | null>): boolean => {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting || e.intersectionRatio >= LAZY_THRESHOLD)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_THRESHOLD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
};
