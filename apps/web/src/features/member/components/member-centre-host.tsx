import { lazy, Suspense } from 'react';
import { timedImport } from '../../../lib/timed-import.ts';
import { useLatch } from '../../../lib/use-latch.ts';
import { useMemberCentreStore } from '../stores/member-centre-store.ts';
import type { TMemberPageBadges, TMemberPageComponents } from './member-centre.tsx';

/**
 * The member centre's frame (its menu, Mantine's scroll areas and nav links) comes in a chunk of its
 * own, like its pages: a visitor's first screen never needs it. Fetched at the player's first
 * intent (the shell's prefetch) or when the centre first opens; once there it stays mounted.
 */
const centre = timedImport(() => import('./member-centre.tsx'));
const MemberCentre = lazy(() => centre().then((m) => ({ default: m.MemberCentre })));

export const prefetchMemberCentre = () => void centre().catch(() => undefined);

export const MemberCentreHost = ({
  pages,
  badges,
}: {
  pages: TMemberPageComponents;
  badges?: TMemberPageBadges;
}) => {
  const needed = useLatch(useMemberCentreStore((s) => s.opened));
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <MemberCentre pages={pages} badges={badges} />
    </Suspense>
  );
};
