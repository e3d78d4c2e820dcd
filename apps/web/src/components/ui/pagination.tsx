import { LIMITS } from '@openlobby/contracts';
import { useUncontrolled } from '@mantine/hooks';
import { useTranslation } from '../../lib/use-translation.ts';
import { useFormat } from '../../lib/use-format.ts';
import { buildPageItems } from './pagination-model.ts';

type TProps = {
  /** Number of pages. */
  total: number;
  /** Controlled 1-based page. */
  value?: number;
  defaultValue?: number;
  onChange?: (page: number) => void;
  pageRange?: number;
  marginPages?: number;
  'data-testid'?: string;
};

/**
 * Page navigation of spec §4/§9: First, Prev, the page list with breaks, Next, Last. Prev does
 * nothing on page 1 and Next nothing on the last page; choosing a page sets it and fires onChange.
 */
export const Pagination = ({
  total,
  value,
  defaultValue = 1,
  onChange,
  pageRange = LIMITS.pagination.pageRange,
  marginPages = LIMITS.pagination.marginPages,
  'data-testid': testId = 'pagination',
}: TProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useUncontrolled({ value, defaultValue, finalValue: 1, onChange });
  if (total < 1) return null;
  const select = (p: number) => {
    const next = Math.min(Math.max(1, p), total);
    if (next !== page) setPage(next);
  };
  const isFirst = page <= 1;
  const isLast = page >= total;
  return (
    <nav className="ol-pagination" data-testid={testId} aria-label={t('common.pagination')}>
      <button type="button" className="ol-page-btn" disabled={isFirst} onClick={() => !isFirst && select(1)}>
        {t('common.first')}
      </button>
      <button
        type="button"
        className="ol-page-btn"
        disabled={isFirst}
        onClick={() => !isFirst && select(page - 1)}
      >
        {t('common.prev')}
      </button>
      {buildPageItems({ page, pageCount: total, pageRange, marginPages }).map((item) =>
        item.type === 'break' ? (
          <button
            key={`b-${item.side}`}
            type="button"
            className="ol-page-btn ol-page-break"
            onClick={() => select(item.target)}
          >
            …
          </button>
        ) : (
          <button
            key={item.page}
            type="button"
            className="ol-page-btn"
            data-active={item.selected || undefined}
            aria-current={item.selected ? 'page' : undefined}
            onClick={() => select(item.page)}
          >
            {format.number(item.page)}
          </button>
        ),
      )}
      <button
        type="button"
        className="ol-page-btn"
        disabled={isLast}
        onClick={() => !isLast && select(page + 1)}
      >
        {t('common.next')}
      </button>
      <button
        type="button"
        className="ol-page-btn"
        disabled={isLast}
        onClick={() => !isLast && select(total)}
      >
        {t('common.last')}
      </button>
    </nav>
  );
};
