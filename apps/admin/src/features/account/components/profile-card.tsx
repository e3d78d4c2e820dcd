import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TOperator } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { PermissionBadges } from '../../../components/ui/permission-badges.tsx';

/** Who is signed in: username, role, and what the role allows. */
export const ProfileCard = ({ operator }: { operator: TOperator }) => {
  const { t } = useTranslation();
  return (
    <Card data-testid="account-profile">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={500}>
              {t('account.profile.signedInAs')}
            </Text>
            <Title order={3} size="h4" data-testid="account-username">
              {operator.username}
            </Title>
          </Stack>
          <Badge variant="light" size="lg" data-role={operator.role}>
            {t(`roles.${operator.role}`)}
          </Badge>
        </Group>
        <Stack gap={6}>
          <Text size="xs" c="dimmed" fw={500}>
            {t('account.profile.permissions')}
          </Text>
          <PermissionBadges permissions={operator.permissions} testId="account-permissions" />
        </Stack>
      </Stack>
    </Card>
  );
};
