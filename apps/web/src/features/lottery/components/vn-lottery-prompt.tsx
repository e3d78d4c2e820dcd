import { Button } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

/** Why /vnlottery shows no frame: a visitor, a trial account, or a launch that failed. */
export type TVnLotteryBlock = 'visitor' | 'trial' | 'failed';

const WORDS: Record<TVnLotteryBlock, { title: string; hint: string; action: string }> = {
  visitor: { title: 'pages.vnlottery.loginTitle', hint: 'pages.vnlottery.loginHint', action: 'header.login' },
  trial: { title: 'dialogs.realAccountTitle', hint: 'errors.REAL_ACCOUNT_REQUIRED', action: 'header.login' },
  failed: { title: 'pages.vnlottery.failed', hint: 'pages.vnlottery.failedHint', action: 'common.retry' },
};

/**
 * The /vnlottery page in place of its frame: asks a visitor to log in (a trial account for a real
 * one), or offers to launch again after a failure. `onAction` logs in or retries.
 */
export const VnLotteryPrompt = ({ block, onAction }: { block: TVnLotteryBlock; onAction: () => void }) => {
  const { t } = useTranslation();
  const words = WORDS[block];
  return (
    <div className="ol-frame-page" data-testid={`vnlottery-${block}`}>
      <EmptyState
        title={t(words.title)}
        description={t(words.hint)}
        action={
          <Button onClick={onAction} data-testid="vnlottery-action">
            {t(words.action)}
          </Button>
        }
      />
    </div>
  );
};
