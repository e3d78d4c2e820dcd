import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PasswordChangeCard } from '../../features/account/components/password-change-card.tsx';
import { ProfileCard } from '../../features/account/components/profile-card.tsx';
import { TotpCard } from '../../features/account/components/totp-card.tsx';
import { useSession } from '../../lib/session.ts';

/** Every operator's own page: who they are, their password and their authenticator. */
export const AccountPage = () => {
  const { t } = useTranslation();
  const operator = useSession((s) => s.operator);
  if (!operator) return null;
  return (
    <>
      <PageHeader title={t('account.title')} subtitle={t('account.subtitle')} />
      <Stack gap="md" data-testid="account-page">
        <ProfileCard operator={operator} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <PasswordChangeCard />
          <TotpCard />
        </SimpleGrid>
      </Stack>
    </>
  );
};
