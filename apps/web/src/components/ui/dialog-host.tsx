import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.ts';
import { useDialogStore } from './dialog-store.ts';
import { SafeHtml } from './safe-html.tsx';
import { StatusIcon } from './status-icon.tsx';

/** Renders the dialogs opened with showDialog(), newest on top. Mount once inside MantineProvider. */
export const DialogHost = () => {
  const { t } = useTranslation();
  const dialogs = useDialogStore((s) => s.dialogs);
  const close = useDialogStore((s) => s.close);
  return (
    <>
      {dialogs.map((d, i) => {
        const buttons = d.buttons ?? [{ key: 'ok', label: t('common.ok'), variant: 'filled' as const }];
        return (
          <Modal
            key={d.id}
            opened
            centered
            zIndex={400 + i}
            withCloseButton={false}
            closeOnClickOutside={d.closeOnCover ?? false}
            closeOnEscape
            onClose={() => close(d.id, null)}
            radius="lg"
            size="sm"
          >
            <Stack align="center" gap="sm" data-testid={d.testId ?? 'dialog'}>
              {d.icon && <StatusIcon icon={d.icon} />}
              {/* The modal's title: it names the dialog (aria-labelledby). */}
              {d.title && (
                <Modal.Title fw={700} fz="lg" ta="center" lh={1.55}>
                  {d.title}
                </Modal.Title>
              )}
              {d.html && <SafeHtml html={d.html} className="ol-dialog-body" />}
              <Group justify="center" mt="xs">
                {buttons.map((b) => (
                  <Button
                    key={b.key}
                    variant={b.variant ?? 'default'}
                    onClick={() => close(d.id, b.key)}
                    miw={110}
                    data-testid={b.testId}
                  >
                    {b.label}
                  </Button>
                ))}
              </Group>
            </Stack>
          </Modal>
        );
      })}
    </>
  );
};
