import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify.ts';
import type { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import type { TContentSection } from '../lib/content-section.ts';
import { localizedLabel } from '../lib/localized.ts';

type TRecord = { id: number; title: Record<string, string> };

type TProps<T extends TRecord> = {
  section: TContentSection;
  deletion: ReturnType<typeof useDialogTarget<T>>;
  remove: (id: number) => Promise<unknown>;
  /** Runs after the server deleted the record, before the success message. */
  onDeleted?: () => void;
  testId: string;
};

/** "Delete this record?" of a content list: deletes it, then says how it went. */
export const ContentDeleteDialog = <T extends TRecord>({
  section,
  deletion,
  remove,
  onDeleted,
  testId,
}: TProps<T>) => {
  const { t } = useTranslation();
  const deleting = deletion.target?.value ?? null;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id);
      onDeleted?.();
      notifySuccess(t(`content.${section}.deleted`, { title: localizedLabel(deleting.title) }));
    } catch (e) {
      notifyFailure(t, t('content.deleteFailed'), e);
      throw e;
    }
  };

  return (
    <ConfirmDialog
      opened={deletion.opened && deleting !== null}
      title={t(`content.${section}.deleteTitle`)}
      message={t(`content.${section}.deleteConfirm`, {
        title: deleting ? localizedLabel(deleting.title) : '',
      })}
      confirmLabel={t('content.delete')}
      danger
      onClose={deletion.close}
      onConfirm={confirmDelete}
      data-testid={testId}
    />
  );
};
