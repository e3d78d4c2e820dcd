import type { TVendorLane } from '@openlobby/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { IconArrowRight } from '../../../components/ui/icons.tsx';
import { laneHref } from '../lib/lanes.ts';
import { LaneIcon } from './lane-icon.tsx';
import { VendorCard } from './vendor-card.tsx';

const HOME_CARDS_PER_LANE = 6;

/** Home page: each lane as a row of vendor cards with a "view all" link. */
export const VendorLanes = ({ lanes }: { lanes: TVendorLane[] }) => {
  const { t } = useTranslation();
  return (
    <div className="ol-lanes" data-testid="vendor-lanes">
      {lanes.map((lane) => (
        <section key={lane.title} className="ol-lane" data-testid={`lane-${lane.title}`}>
          <header className="ol-lane-head">
            <span className="ol-lane-badge">
              <LaneIcon lane={lane.title} size={22} />
            </span>
            <h2>{t(`lanes.${lane.title}`)}</h2>
            <Link to={laneHref(lane.title)} className="ol-lane-all">
              {t('common.viewAll')}
              <IconArrowRight size={14} />
            </Link>
          </header>
          <div className="ol-vendor-grid">
            {lane.cards.slice(0, HOME_CARDS_PER_LANE).map((v) => (
              <VendorCard key={v.vassalage} vendor={v} to={laneHref(lane.title, v.vassalage)} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
};
