import { lazy, Suspense, useEffect } from 'react';
import { AfterFirstPaint } from '../../../components/ui/after-first-paint.tsx';
import { timedImport } from '../../../lib/timed-import.ts';
import type { TAgentEnv } from '../lib/agent-env.tsx';
import { useAgentCentreStore } from '../stores/agent-centre-store.ts';

/**
 * The agent area (centre, agreement, its language pack and styles) is a chunk of its own that only
 * an agent's browser downloads, after the first screen has painted: a visitor's home page never
 * carries it (its JavaScript budget is nearly spent).
 */
const area = timedImport(() => import('./agent-area.tsx'));
const AgentArea = lazy(() => area().then((m) => ({ default: m.AgentArea })));

/** /agentHome's agent panel, from the same chunk. */
export const AgentHomePanel = lazy(() => area().then((m) => ({ default: m.AgentHomePanel })));

type TProps = {
  /** A real agent is logged in (a trial account never is: spec §6). */
  enabled: boolean;
  env: TAgentEnv;
};

/** Mounts the agent area for a logged-in agent; a logout closes what it had open. */
export const AgentAreaHost = ({ enabled, env }: TProps) => {
  useEffect(() => {
    if (!enabled) useAgentCentreStore.setState({ opened: false, agreementOpened: false });
  }, [enabled]);
  if (!enabled) return null;
  return (
    <AfterFirstPaint>
      <Suspense fallback={null}>
        <AgentArea env={env} />
      </Suspense>
    </AfterFirstPaint>
  );
};
