import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContentSection } from '../lib/content-section.ts';

type TProps = {
  opened: boolean;
  onClose: () => void;
  section: TContentSection;
  readOnly: boolean;
  /** No record yet: the editor creates one. */
  isNew: boolean;
  testId: string;
  children: ReactNode;
};

/**
 * The wide modal of a content editor, titled view, edit or new; full screen on a phone; a click
 * outside keeps the draft.
 */
export const ContentEditorModal = ({
  opened,
  onClose,
  section,
  readOnly,
  isNew,
  testId,
  children,
}: TProps) => {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 48em)');
  const title = readOnly
    ? t(`content.${section}.view`)
    : isNew
      ? t(`content.${section}.new`)
      : t(`content.${section}.edit`);
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
