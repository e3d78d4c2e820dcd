import { Stack, Text } from '@mantine/core';
import type { TContractTerms } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n.ts';
import { describeTerms } from '../lib/terms.ts';

/** A contract's tiers as readable lines: thresholds, then the pay (a percent or a fixed amount). */
export const ContractTerms = ({
  terms,
  currency,
}: {
  terms: TContractTerms;
  currency: string | undefined;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = describeTerms(terms, t, locale, currency);
  return (
    <Stack gap={2} data-testid="contract-terms">
      {text.period && (
        <Text size="xs" fw={600}>
          {t('agents.terms.period', { period: text.period })}
        </Text>
      )}
      {text.lines.map((line, i) => (
        <Text size="xs" key={i} className="ol-terms-line">
          {line}
        </Text>
      ))}
    </Stack>
  );
};
