import { Button, CopyButton } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';

type TProps = { value: string; label: string; testId: string };

/**
 * A copy button that says "Copied" for a moment once the value is on the clipboard; the change is
 * also spoken (a live region), since a button's new text alone is not announced.
 */
export const CopyAction = ({ value, label, testId }: TProps) => {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <>
          <Button
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'green' : undefined}
            onClick={copy}
            className="ol-referral-copy"
            data-copied={copied || undefined}
            data-testid={testId}
          >
            {copied ? t('referral.copied') : label}
          </Button>
          <span className="ol-visually-hidden" aria-live="polite">
            {copied ? t('referral.copied') : ''}
          </span>
        </>
      )}
    </CopyButton>
  );
};
