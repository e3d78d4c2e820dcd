import { Button, Group, type GroupProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TProps = Omit<GroupProps, 'children'> & {
  /** Prefix of the buttons' test ids: `<id>-reset`, `<id>-save`. */
  testId: string;
  dirty: boolean;
  saving: boolean;
  onReset: () => void;
  /** Saves on click; without it, Save submits the form around it. */
  onSave?: () => void;
};

/** Reset and Save of an editor card: both wait for a change, Reset also for the save to finish. */
export const SaveResetButtons = ({ testId, dirty, saving, onReset, onSave, ...group }: TProps) => {
  const { t } = useTranslation();
  return (
    <Group gap="xs" {...group}>
      <Button variant="default" disabled={!dirty || saving} onClick={onReset} data-testid={`${testId}-reset`}>
        {t('common.reset')}
      </Button>
      <Button
        {...(onSave ? { onClick: onSave } : { type: 'submit' as const })}
        disabled={!dirty}
        loading={saving}
        data-testid={`${testId}-save`}
      >
        {t('common.save')}
      </Button>
    </Group>
  );
};
