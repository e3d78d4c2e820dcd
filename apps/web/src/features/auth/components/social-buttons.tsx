import type { TFeatureFlags } from '@openlobby/contracts';
import { Button, Divider, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { socialStartHref } from '../api/login.ts';

type TProps = { providers: TFeatureFlags['socialSignIn'] };

/** Social sign-in (spec §1): each button is a full page navigation to the provider's start. */
export const SocialButtons = ({ providers }: TProps) => {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  return (
    <>
      <Divider label={t('auth.orContinueWith')} labelPosition="center" my={4} />
      <Group grow gap={8}>
        {providers.map((p) => (
          <Button
            key={p}
            component="a"
            href={socialStartHref(p)}
            variant="default"
            className={`ol-social ol-social-${p.toLowerCase()}`}
            data-testid={`social-${p.toLowerCase()}`}
          >
            {t(`auth.social.${p}`)}
          </Button>
        ))}
      </Group>
    </>
  );
};
