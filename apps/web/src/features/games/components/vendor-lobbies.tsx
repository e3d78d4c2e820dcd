import type { TLaneTitle, TVendor } from '@openlobby/contracts';
import { Loader, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { useVendors } from '../api/get-vendors.ts';
import { useLaunchVendorLobby } from '../hooks/use-launch-vendor-lobby.ts';
import { LaneIcon } from './lane-icon.tsx';
import { VendorCard } from './vendor-card.tsx';

type TFilter = 'ALL' | 'HOT';

type TProps = {
  lane: TLaneTitle;
  /** A vendor with a page of its own (the house Vietnam lottery's /vnlottery) opens it instead of a launch. */
  pageOf?: (vendor: TVendor) => string | undefined;
};

/**
 * A category page (/sports, /esports, /cockfight, /elott, /lottery): the lane's vendors, each card
 * opening that vendor's lobby game (or its own page); ?vendor= highlights one.
 */
export const VendorLobbies = ({ lane: title, pageOf }: TProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: lanes, isPending } = useVendors();
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<TFilter>('ALL');
  const openLobby = useLaunchVendorLobby();
  const lane = lanes?.find((l) => l.title === title);
  const selected = params.get('vendor');
  const vendors = (lane?.cards ?? []).filter((v) => filter === 'ALL' || v.isHot === 1);
  const open = (vendor: TVendor) => {
    const page = pageOf?.(vendor);
    // The page's frame closes back here, as a launched game's does.
    if (page) void navigate(page, { state: { from: `${location.pathname}${location.search}` } });
    else openLobby(vendor);
  };
  return (
    <div className="ol-page" data-testid={`listing-${title}`}>
      <PageHero
        title={t(`lanes.${title}`)}
        subtitle={t('pages.listing.subtitle', { count: lane?.cards.length ?? 0 })}
        icon={<LaneIcon lane={title} size={34} />}
      >
        <SegmentedControl
          className="ol-hero-filter"
          value={filter}
          onChange={(v) => setFilter(v === 'HOT' ? 'HOT' : 'ALL')}
          data={[
            { value: 'ALL', label: t('games.filter.ALL') },
            { value: 'HOT', label: t('games.filter.HOT') },
          ]}
        />
      </PageHero>
      {isPending && <Loader className="ol-center" />}
      {!isPending && vendors.length === 0 && (
        <EmptyState title={t('games.empty')} description={t('games.emptyHint')} />
      )}
      <div className="ol-vendor-grid ol-vendor-grid-wide">
        {vendors.map((v) => (
          <VendorCard
            key={v.vassalage}
            vendor={v}
            onClick={() => open(v)}
            highlighted={v.vassalage === selected}
          />
        ))}
      </div>
    </div>
  );
};
