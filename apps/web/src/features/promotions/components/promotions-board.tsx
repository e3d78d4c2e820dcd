import { Button, Center, Loader, Tabs } from '@mantine/core';
import { PROMOTION_CATEGORIES, type TAnnouncement, type TMemberPromotion } from '@openlobby/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { localized } from '../../../lib/localized.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useLatch } from '../../../lib/use-latch.ts';
import { useMoney, type TCurrency } from '../../../lib/use-money.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { claimPromotion } from '../api/claim-promotion.ts';
import { claimRaffle, type TRaffleResult } from '../api/claim-raffle.ts';
import { usePromotions } from '../api/find-promotions.ts';
import { joinPromotion } from '../api/join-promotion.ts';
import { promotionKeys } from '../api/query-keys.ts';
import type { TPromotionAction } from '../lib/activity.ts';
import { usePromotionsPack } from '../lib/promotions-pack.ts';
import { PromotionCard } from './promotion-card.tsx';
import '../../../styles/engagement.css';

// The dialogs come with their first use: most visits only read the promotions.
const PromotionApplyDialog = lazy(() =>
  import('./promotion-apply-dialog.tsx').then((m) => ({ default: m.PromotionApplyDialog })),
);
const RafflePrizeDialog = lazy(() =>
  import('./raffle-prize-dialog.tsx').then((m) => ({ default: m.RafflePrizeDialog })),
);

/** One card of the board: a member's promotion with its announcement, or an announcement alone. */
type TItem = { category: string; promotion: TMemberPromotion | null; announcement: TAnnouncement | null };

type TProps = {
  /** The brand's PR announcements (their pictures and terms), fetched by app/. */
  announcements: TAnnouncement[];
  announcementsPending: boolean;
  /** A real member's session: the promotions with their states and actions load. */
  member: boolean;
  onLogin: () => void;
  currency: TCurrency;
};

/** The member's promotions, each beside the announcement tied to it, then the announcements left. */
const itemsOf = (promotions: TMemberPromotion[], announcements: TAnnouncement[]): TItem[] => {
  const byId = new Map(announcements.map((a) => [a.id, a]));
  const tied = new Set(promotions.map((p) => p.announcementId));
  return [
    ...promotions.map((p) => ({
      category: p.category,
      promotion: p,
      announcement: (p.announcementId !== null && byId.get(p.announcementId)) || null,
    })),
    ...announcements
      .filter((a) => !tied.has(a.id))
      .map((a) => ({ category: a.category ?? '', promotion: null, announcement: a })),
  ];
};

/**
 * /promotions: promotions by category (spec §2), each with its §4 state as a label and its action
 * (join, claim, apply, or a raffle's draw); a visitor sees them as announcements and logs in to
 * take part.
 */
export const PromotionsBoard = ({
  announcements,
  announcementsPending,
  member,
  onLogin,
  currency,
}: TProps) => {
  const { t } = useTranslation();
  const ready = usePromotionsPack();
  const format = useFormat();
  const money = useMoney(currency);
  const language = useLanguage();
  const client = useQueryClient();
  const list = usePromotions(member);
  const [applying, setApplying] = useState<{ id: number; title: string } | null>(null);
  const [prize, setPrize] = useState<TRaffleResult | null>(null);
  const applyUsed = useLatch(applying !== null);
  const prizeUsed = useLatch(prize !== null);

  if (!ready || announcementsPending || (member && list.isPending))
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (member && list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;

  const refresh = () => void client.invalidateQueries({ queryKey: promotionKeys.root });
  const act = async (action: TPromotionAction, p: TMemberPromotion) => {
    if (action === 'apply') {
      setApplying({ id: p.id, title: localized(p.title, language) });
      return;
    }
    try {
      if (action === 'join') {
        await joinPromotion(p.id);
        toast({ color: 'green', message: t('promotions.joined') });
      } else if (action === 'claim') {
        const bonus = await claimPromotion(p.id);
        toast({ color: 'green', message: t('promotions.claimed', { amount: money(bonus.amount) }) });
      } else setPrize(await claimRaffle(p.id));
    } catch (e) {
      toast({ color: 'red', message: errorMessage(t, e) });
    } finally {
      refresh();
    }
  };

  const all = itemsOf(member ? (list.data ?? []) : [], announcements);
  const groups: [string, TItem[]][] = [
    ['all', all],
    ...PROMOTION_CATEGORIES.map((c): [string, TItem[]] => [c, all.filter((i) => i.category === c)]).filter(
      ([, items]) => items.length > 0,
    ),
  ];
  const login = !member && (
    <Button fullWidth variant="light" onClick={onLogin} data-testid="promotion-login">
      {t('promotions.loginToJoin')}
    </Button>
  );
  return (
    <>
      <Tabs defaultValue="all" variant="pills" radius="xl" keepMounted={false}>
        <Tabs.List mb="md">
          {groups.map(([key, items]) => (
            <Tabs.Tab key={key} value={key}>
              {t(`pages.promotions.tabs.${key}`)} ({format.number(items.length)})
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {groups.map(([key, items]) => (
          <Tabs.Panel key={key} value={key}>
            {items.length === 0 ? (
              <EmptyState title={t('pages.promotions.empty')} />
            ) : (
              <div className="ol-promo-grid">
                {items.map((item, i) => (
                  <PromotionCard
                    key={item.promotion ? `p${item.promotion.id}` : `a${item.announcement?.id}`}
                    promotion={item.promotion}
                    announcement={item.announcement}
                    index={i}
                    onAction={(action, p) => void act(action, p)}
                    visitorAction={login}
                  />
                ))}
              </div>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <Suspense fallback={null}>
        {applyUsed && (
          <PromotionApplyDialog target={applying} onClose={() => setApplying(null)} onApplied={refresh} />
        )}
        {prizeUsed && <RafflePrizeDialog result={prize} format={money} onClose={() => setPrize(null)} />}
      </Suspense>
    </>
  );
};
