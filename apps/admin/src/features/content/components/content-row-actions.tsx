import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditIcon, TrashIcon } from './icons.tsx';

type TProps = {
  /** Prefix of the test ids: `<id>-edit-<record id>`, `<id>-delete-<record id>`. */
  testId: string;
  id: number;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** A content row's Edit button (View without write access) and, for writers, its Delete icon. */
export const ContentRowActions = ({ testId, id, canWrite, onEdit, onDelete }: TProps) => {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        leftSection={<EditIcon />}
        onClick={onEdit}
        data-testid={`${testId}-edit-${id}`}
      >
        {canWrite ? t('content.edit') : t('content.view')}
      </Button>
      {canWrite && (
        <Tooltip label={t('content.delete')} withinPortal>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('content.delete')}
            onClick={onDelete}
            data-testid={`${testId}-delete-${id}`}
          >
            <TrashIcon />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
};
