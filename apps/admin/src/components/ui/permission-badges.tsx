import { Badge, Group } from '@mantine/core';
import type { TAdminPermission } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';

/** i18n key of a permission: `members.lock` → `operators.permissions.members_lock`. */
export const permissionKey = (permission: TAdminPermission): string =>
  `operators.permissions.${permission.replace(/\./g, '_')}`;

/** A role's permissions as small badges (what the role may see and do). */
export const PermissionBadges = ({
  permissions,
  testId,
}: {
  permissions: readonly TAdminPermission[];
  testId?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Group gap={4} data-testid={testId}>
      {permissions.map((p) => (
        <Badge
          key={p}
          size="xs"
          variant="light"
          color={p.endsWith('.read') ? 'gray' : 'ops'}
          tt="none"
          radius="sm"
          title={p}
        >
          {t(permissionKey(p))}
        </Badge>
      ))}
    </Group>
  );
};
