import { ActionIcon, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconPlus, IconTrash } from './icons.tsx';

/** A set-up list's "Add …" button, at the foot of its section. */
export const AddRowButton = ({
  label,
  onClick,
  disabled,
  testId,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  testId: string;
}) => (
  <Button
    variant="light"
    size="xs"
    leftSection={<IconPlus />}
    disabled={disabled}
    onClick={onClick}
    data-testid={testId}
  >
    {label}
  </Button>
);

/** The red bin that takes one row out of a list being edited. */
export const RemoveRowButton = ({
  onClick,
  disabled,
  label,
  mt,
  testId,
}: {
  onClick: () => void;
  disabled?: boolean;
  /** What a screen reader says; "Remove" unless the list names it otherwise. */
  label?: string;
  /** Lines the bin up with a labelled field beside it. */
  mt?: number;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      mt={mt}
      disabled={disabled}
      onClick={onClick}
      aria-label={label ?? t('brandSetup.remove')}
      data-testid={testId}
    >
      <IconTrash />
    </ActionIcon>
  );
};
