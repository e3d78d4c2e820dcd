import type { TLatestNumbers } from '@openlobby/contracts';
import { Link } from 'react-router';
import { makeIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLatestNumbers } from '../api/get-latest-numbers.ts';
import { isVnLotteryGame } from '../lib/vn-lottery.ts';
import '../../../styles/lottery.css';

const IconBalls = makeIcon(
  'IconBalls',
  <>
    <circle cx="8" cy="9" r="4" />
    <circle cx="16" cy="9" r="4" />
    <circle cx="12" cy="16" r="4" />
  </>,
);

type TLatest = TLatestNumbers[number];

/** A result's headline numbers as balls, one per digit, each number its own group. */
const Balls = ({ numbers }: { numbers: string[] }) => (
  <span className="ol-lotto-balls" aria-hidden="true">
    {numbers.map((n, i) => (
      <span key={i} className="ol-lotto-number">
        {[...n].map((digit, j) => (
          <span key={j} className="ol-lotto-ball" data-testid="lotto-ball">
            {digit}
          </span>
        ))}
      </span>
    ))}
  </span>
);

const ResultCard = ({ item }: { item: TLatest }) => {
  const { t } = useTranslation();
  const vn = isVnLotteryGame(item.gameCode);
  const body = (
    <>
      <span className="ol-lotto-name">{item.name}</span>
      <span className="ol-lotto-draw">{t('home.lottery.draw', { key: item.drawKey })}</span>
      <Balls numbers={item.numbers} />
      {/* The balls are drawn for the eye; assistive technology reads the numbers as one line. */}
      <span className="ol-visually-hidden">
        {t('home.lottery.numbers', { numbers: item.numbers.join(', ') })}
      </span>
    </>
  );
  // A Vietnam game opens its betting view; the e-lottery's games launch from /elott like any game.
  return vn ? (
    <Link
      to={paths.vnlottery.getHref(item.gameCode)}
      className="ol-lotto-card"
      data-kind="vn"
      data-testid={`latest-${item.gameCode}`}
    >
      {body}
    </Link>
  ) : (
    <div className="ol-lotto-card" data-kind="elott" data-testid={`latest-${item.gameCode}`}>
      {body}
    </div>
  );
};

/**
 * Home's latest lottery numbers (members: the call needs the token): each game's name, draw and
 * headline numbers. Nothing at all while it loads, fails or has no draws yet, so the page below
 * never moves for an empty block.
 */
export const LatestNumbers = () => {
  const { t } = useTranslation();
  const { data } = useLatestNumbers();
  if (!data || data.length === 0) return null;
  return (
    <section className="ol-lotto-latest" data-testid="latest-numbers" aria-labelledby="ol-lotto-latest-title">
      <header className="ol-section-head">
        <span className="ol-section-badge">
          <IconBalls size={20} />
        </span>
        <h2 id="ol-lotto-latest-title">{t('home.lottery.title')}</h2>
      </header>
      <ul className="ol-lotto-list">
        {data.map((item) => (
          <li key={item.gameCode}>
            <ResultCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
};

export default LatestNumbers;
