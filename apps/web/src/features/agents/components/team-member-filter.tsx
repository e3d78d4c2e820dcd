import { NativeSelect } from '@mantine/core';
import type { TDateRange } from '../../../components/ui/date-range.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useTeam } from '../api/get-team.ts';
import type { TTeamWindow } from '../hooks/use-team-window.ts';
import { AgentToolbar } from './agent-toolbar.tsx';

type TProps = {
  range: TDateRange;
  value: number | undefined;
  onChange: (memberId: number | undefined) => void;
  testId: string;
};

/** Narrows a team list to one direct downline (an agent's row then means its own account). */
export const TeamMemberFilter = ({ range, value, onChange, testId }: TProps) => {
  const { t } = useTranslation();
  const team = useTeam({ ...range, page: 1 });
  const members = team.data?.items ?? [];
  return (
    <NativeSelect
      aria-label={t('agents.filters.member')}
      size="sm"
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)}
      data={[
        { value: '', label: t('agents.filters.wholeTeam') },
        ...members.map((m) => ({ value: String(m.id), label: m.account })),
      ]}
      className="ol-kind-filter"
      data-testid={testId}
    />
  );
};

/** A team list's filter bar: the date window, then the member (`testId` names the member select). */
export const TeamToolbar = ({ window: w, testId }: { window: TTeamWindow; testId: string }) => (
  <AgentToolbar range={w.range} onRange={w.changeRange}>
    <TeamMemberFilter range={w.range} value={w.memberId} onChange={w.changeMember} testId={testId} />
  </AgentToolbar>
);
