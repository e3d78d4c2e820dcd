import { ActionIcon, CopyButton, Text, Tooltip } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IconCheck, IconCopy } from '../../../components/ui/icons.tsx';

type TProps = { label: string; value: string; testId?: string; mono?: boolean };

/** A labelled value with a copy button (receiving accounts, references). */
export const CopyField = ({ label, value, testId, mono }: TProps) => {
  const { t } = useTranslation();
  return (
    <div className="ol-copy-field" data-testid={testId}>
      <div className="ol-copy-field-text">
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={700} className={mono ? 'ol-mono' : undefined} data-testid={testId && `${testId}-value`}>
          {value}
        </Text>
      </div>
      <CopyButton value={value} timeout={1600}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('wallet.copied') : t('wallet.copy')} withArrow>
            <ActionIcon
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : undefined}
              onClick={copy}
              aria-label={`${t('wallet.copy')}: ${label}`}
              size="lg"
              radius="md"
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </div>
  );
};
