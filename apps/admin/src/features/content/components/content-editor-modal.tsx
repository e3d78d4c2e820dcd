import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

type TProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  children: ReactNode;
};

/** The wide modal of a content editor, full screen on a phone; a click outside keeps the draft. */
export const ContentEditorModal = ({ opened, onClose, title, testId, children }: TProps) => {
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={narrow}
      closeOnClickOutside={false}
      data-testid={testId}
    >
      {children}
    </Modal>
  );
};
