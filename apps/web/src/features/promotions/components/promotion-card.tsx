import { Badge, Button, Group, Text } from '@mantine/core';
import type { TAnnouncement, TMemberPromotion } from '@openlobby/contracts';
import { HeroArt } from '../../../components/ui/hero-art.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { localized } from '../../../lib/localized.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { actionOf, STATE_COLOURS, type TPromotionAction } from '../lib/activity.ts';

type TProps = {
  /** The member's promotion (null: an announcement that no promotion is tied to). */
  promotion: TMemberPromotion | null;
  /** The PR announcement that tells it: its picture and its terms (operator HTML, sanitised). */
  announcement: TAnnouncement | null;
  index: number;
  onAction?: (action: TPromotionAction, promotion: TMemberPromotion) => void;
  /** Shown instead of an action for a visitor (log in to take part). */
  visitorAction?: React.ReactNode;
};

/** One promotion: its picture, title, §4 state label and dates, its action, and its terms. */
export const PromotionCard = ({ promotion, announcement, index, onAction, visitorAction }: TProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormat();
  const title = promotion ? localized(promotion.title, language) || announcement?.title : announcement?.title;
  const action = promotion ? actionOf(promotion) : null;
  const testId = promotion ? `promotion-${promotion.id}` : `announcement-${announcement?.id ?? index}`;
  return (
    <article className="ol-promo" data-testid="promotion-card" data-promotion={testId}>
      <div className="ol-promo-art">
        {announcement?.imageUrl ? <img src={announcement.imageUrl} alt="" /> : <HeroArt variant={index} />}
      </div>
      <div className="ol-promo-body">
        <Group justify="space-between" align="flex-start" gap={8} wrap="nowrap">
          <h3>{title}</h3>
          {promotion && (
            <Badge
              color={STATE_COLOURS[promotion.state]}
              variant="light"
              className="ol-promo-state"
              data-testid={`${testId}-state`}
            >
              {t(`promotions.state.${promotion.state}`)}
            </Badge>
          )}
        </Group>
        {promotion && (promotion.state === 'COMING_SOON' || promotion.endsAt) && (
          <Text size="xs" c="dimmed" mb={8}>
            {promotion.state === 'COMING_SOON'
              ? t('promotions.starts', { date: format.date(promotion.startsAt) })
              : t('promotions.until', { date: format.date(promotion.endsAt ?? '') })}
          </Text>
        )}
        {announcement &&
          (promotion ? (
            <details className="ol-promo-terms">
              <summary>{t('promotions.terms')}</summary>
              <SafeHtml html={announcement.content} />
            </details>
          ) : (
            <SafeHtml html={announcement.content} />
          ))}
        {promotion && action && onAction && (
          <div className="ol-promo-action">
            <Button
              fullWidth
              className="ol-btn-glow"
              onClick={() => onAction(action, promotion)}
              data-testid={`${testId}-${action}`}
            >
              {t(`promotions.action.${action}`)}
            </Button>
          </div>
        )}
        {visitorAction && <div className="ol-promo-action">{visitorAction}</div>}
      </div>
    </article>
  );
};
