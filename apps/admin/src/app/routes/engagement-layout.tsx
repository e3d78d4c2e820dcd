import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { useCan } from '../../lib/permissions.ts';
import { agentHref, BrandPicker } from './agents-layout.tsx';

const SECTIONS = [
  { key: 'promotions', path: paths.engagementPromotions },
  { key: 'applications', path: paths.engagementApplications },
  { key: 'bonuses', path: paths.engagementBonuses },
  { key: 'points', path: paths.engagementPoints },
  { key: 'redemptions', path: paths.engagementRedemptions },
  { key: 'memberPoints', path: paths.engagementMemberPoints },
  { key: 'messages', path: paths.engagementMessages },
  { key: 'feedback', path: paths.engagementFeedback },
  { key: 'envelopes', path: paths.engagementEnvelopes },
  { key: 'missions', path: paths.engagementMissions },
  { key: 'vip', path: paths.engagementVip },
  { key: 'referral', path: paths.engagementReferral },
  // Only moderators see the room (chat.moderate), beside engagement.read.
  { key: 'chat', path: paths.engagementChat, permission: 'chat.moderate' },
] as const;

/**
 * The frame of the engagement pages (issue 17): the brand they are about, a section menu
 * (promotions, applications, bonuses, points, redemptions, a member's points, messages, feedback,
 * red envelopes, missions, VIP, referral, chat) and the page. Changing the brand starts the page's
 * filters afresh, since all of it belongs to one brand.
 */
export const EngagementLayout = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const canModerate = useCan('chat.moderate');
  const brand = params.get('brand') ?? '';
  const setBrand = (code: string) => {
    if (code !== brand) setParams(code ? { brand: code } : {}, { replace: !brand });
  };
  return (
    <div data-testid="engagement-page">
      <PageHeader
        title={t('engagement.title')}
        subtitle={t('engagement.subtitle')}
        actions={<BrandPicker value={brand} onChange={setBrand} />}
      />
      <nav
        aria-label={t('engagement.sections.label')}
        className="ol-subnav"
        data-testid="engagement-sections"
      >
        {SECTIONS.filter((s) => !('permission' in s) || canModerate).map((s) => (
          <NavLink
            key={s.key}
            to={agentHref(s.path, brand)}
            className="ol-subnav-link"
            data-testid={`engagement-section-${s.key}`}
          >
            {t(`engagement.sections.${s.key}`)}
          </NavLink>
        ))}
      </nav>
      {brand ? (
        <Outlet />
      ) : (
        <Alert color="blue" variant="light" data-testid="engagement-choose-brand">
          {t('engagement.chooseBrand')}
        </Alert>
      )}
    </div>
  );
};
