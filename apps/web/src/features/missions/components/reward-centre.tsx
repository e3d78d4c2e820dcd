import { Badge, Button, Center, Loader, Progress, Text } from '@mantine/core';
import type { TMemberMission } from '@openlobby/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { localized } from '../../../lib/localized.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useMoney, type TCurrency } from '../../../lib/use-money.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useClaimMission } from '../api/claim-mission.ts';
import { useMissions } from '../api/find-missions.ts';
import { goalFigure, inShownOrder } from '../lib/mission-view.ts';
import '../../../styles/engagement.css';
import '../../../styles/missions.css';

const STATE_COLOURS: Record<TMemberMission['state'], string> = {
  IN_PROGRESS: 'gray',
  CLAIMABLE: 'green',
  CLAIMED: 'blue',
};

/**
 * The reward centre (member centre rewardCenter): each open mission with its goal, its progress
 * this period as a bar, its reward and wagering, and a Claim button once it is met. Daily missions
 * first, then weekly.
 */
export const RewardCentre = ({ currency }: { currency: TCurrency }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney(currency);
  const language = useLanguage();
  const list = useMissions();
  const claim = useClaimMission();

  if (list.isPending)
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const missions = inShownOrder(list.data.missions);
  if (missions.length === 0)
    return <EmptyState title={t('missions.empty')} description={t('missions.emptyHint')} />;

  const onClaim = async (m: TMemberMission) => {
    try {
      const paid = await claim.mutateAsync(m.id);
      toast({ color: 'green', message: t('missions.claimed', { amount: money(paid.amount) }) });
    } catch (e) {
      toast({ color: 'red', message: errorMessage(t, e) });
    }
  };

  return (
    <section className="ol-bonus-cards" aria-labelledby="missions-title" data-testid="reward-centre">
      <h3 id="missions-title" className="ol-section-title">
        {t('missions.title')}
      </h3>
      <Text size="sm" c="dimmed" mb="sm">
        {t('missions.claimableCount', { n: list.data.claimable })}
      </Text>
      <ul className="ol-bonus-list">
        {missions.map((m) => {
          const figure = goalFigure(m.goal, money, format.number);
          const progressText = t(`missions.goal.${m.goal}`, {
            done: figure(Math.min(m.progress, m.target)),
            target: figure(m.target),
          });
          return (
            <li key={m.id} className="ol-bonus-card" data-testid={`mission-${m.id}`}>
              <div className="ol-bonus-head">
                <div>
                  <Text fw={700}>{localized(m.title, language)}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`missions.period.${m.period}`)} ·{' '}
                    {t('missions.endsAt', { date: format.dateTime(m.periodEndsAt) })}
                  </Text>
                </div>
                <Badge
                  color={STATE_COLOURS[m.state]}
                  variant="light"
                  className="ol-mission-state"
                  data-testid={`mission-${m.id}-state`}
                >
                  {t(`missions.state.${m.state}`)}
                </Badge>
              </div>
              <Progress
                value={m.percent}
                color={m.percent >= 100 ? 'green' : 'brand'}
                size="lg"
                radius="xl"
                mt="sm"
                classNames={{ root: 'ol-bonus-progress' }}
                aria-label={progressText}
                data-testid={`mission-${m.id}-progress`}
                data-percent={m.percent}
              />
              <Text size="xs" c="dimmed" mt={4}>
                {progressText} · {format.percent(m.percent / 100)}
              </Text>
              <div className="ol-mission-foot">
                <Text size="sm">
                  {t('missions.reward', { amount: money(m.rewardAmount) })}
                  {m.turnoverMultiplier > 0 && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      · {t('missions.wagering', { n: m.turnoverMultiplier })}
                    </Text>
                  )}
                </Text>
                <Button
                  size="sm"
                  disabled={m.state !== 'CLAIMABLE'}
                  loading={claim.isPending && claim.variables === m.id}
                  onClick={() => void onClaim(m)}
                  data-testid={`mission-${m.id}-claim`}
                >
                  {t(m.state === 'CLAIMED' ? 'missions.claimedButton' : 'missions.claim')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
