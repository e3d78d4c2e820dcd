import { Badge, Group, Input, Radio, Stack, Text } from '@mantine/core';
import {
  OPERATOR_ROLES,
  ROLE_PERMISSIONS,
  ROLES_REQUIRING_TOTP,
  type TOperatorRole,
} from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { PermissionBadges } from '../../../components/ui/permission-badges.tsx';

/** The role choice as cards, each with what the role may do (ROLE_PERMISSIONS) as badges. */
export const RolePicker = ({
  value,
  onChange,
  label,
}: {
  value: TOperatorRole;
  onChange: (role: TOperatorRole) => void;
  label?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value}
      onChange={(v) => onChange(v as TOperatorRole)}
      label={label ?? t('operators.fields.role')}
      data-testid="operator-role-picker"
    >
      <Stack gap={6} mt={6}>
        {OPERATOR_ROLES.map((role) => (
          <Radio.Card
            key={role}
            value={role}
            radius="md"
            p="sm"
            className="ol-role-card"
            data-testid={`operator-role-${role}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={4} className="ol-grow" miw={0}>
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {t(`roles.${role}`)}
                  </Text>
                  {ROLES_REQUIRING_TOTP.includes(role) && (
                    <Badge size="xs" variant="outline" color="orange" tt="none">
                      {t('operators.totpRequired')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {t(`operators.roleHints.${role}`)}
                </Text>
                <PermissionBadges permissions={ROLE_PERMISSIONS[role]} />
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
      <Input.Description mt={6}>{t('operators.roleNote')}</Input.Description>
    </Radio.Group>
  );
};
