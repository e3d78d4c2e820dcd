import { Divider, MultiSelect, SimpleGrid, Switch } from '@mantine/core';
import type { TFeatureFlags } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { BrandSection } from './brand-section.tsx';

const SITE_FLAGS = [
  'vip',
  'freePlay',
  'chatRoom',
  'pointMall',
  'referral',
  'rewardCenter',
  'movieResource',
] as const;
/** The agent network's pay features. */
const AGENT_PAY_FLAGS = ['dividend', 'salary', 'dailySalary', 'hourSalary'] as const;
const SOCIAL = ['FACEBOOK', 'GOOGLE', 'LINE'] as const;

/** The player site's switchable features, the agent network's pay features and social sign-in. */
export const BrandFlagsSection = ({
  flags,
  onChange,
}: {
  flags: TFeatureFlags;
  onChange: (change: Partial<TFeatureFlags>) => void;
}) => {
  const { t } = useTranslation();
  return (
    <BrandSection title={t('brand.flags.title')} description={t('brand.flags.description')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {SITE_FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={t(`brand.flags.${flag}`)}
            checked={flags[flag]}
            onChange={(e) => onChange({ [flag]: e.currentTarget.checked })}
            data-testid={`brand-flag-${flag}`}
          />
        ))}
      </SimpleGrid>
      <Divider my="sm" label={t('brandFlags.agentPay')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {AGENT_PAY_FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={t(`brandFlags.${flag}`)}
            checked={flags[flag]}
            onChange={(e) => onChange({ [flag]: e.currentTarget.checked })}
            data-testid={`brand-flag-${flag}`}
          />
        ))}
      </SimpleGrid>
      <MultiSelect
        mt="md"
        label={t('brand.flags.socialSignIn')}
        data={SOCIAL.map((s) => ({ value: s, label: t(`brand.social.${s}`) }))}
        value={flags.socialSignIn}
        onChange={(v) => onChange({ socialSignIn: v as TFeatureFlags['socialSignIn'] })}
        placeholder={flags.socialSignIn.length ? undefined : t('brand.flags.socialNone')}
      />
    </BrandSection>
  );
};
