import { CloseButton, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useOpenerFocus } from './use-opener-focus.ts';

type TOverlayProps = {
  opened: boolean;
  onClose: () => void;
  /** The width on wider screens; a phone's overlay fills the screen. */
  size: string;
  /** The class of the modal's content box. */
  className: string;
  padding?: number;
  zIndex?: number;
  children: ReactNode;
};

/**
 * The site's large overlays (member centre, agent centre, agreement): full screen on phones,
 * without Mantine's close button (each head has its own, see OverlayHead), and the focus given back
 * to the opener on close even when the overlay's chunk made it mount open.
 */
export const OverlayModal = ({
  opened,
  onClose,
  size,
  className,
  padding,
  zIndex,
  children,
}: TOverlayProps) => {
  const isPhone = useIsPhone();
  const onExitTransitionEnd = useOpenerFocus(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      fullScreen={isPhone}
      size={size}
      radius={isPhone ? 0 : 'lg'}
      withCloseButton={false}
      padding={padding}
      centered
      zIndex={zIndex}
      classNames={{ content: className }}
    >
      {children}
    </Modal>
  );
};

type THeadProps = {
  /** The modal's title: it names the dialog (aria-labelledby). */
  title: ReactNode;
  onClose: () => void;
  closeTestId: string;
  /** Controls shown before the close button. */
  actions?: ReactNode;
};

/** An overlay's head: its title on the left, any actions and the close button on the right. */
export const OverlayHead = ({ title, onClose, closeTestId, actions }: THeadProps) => {
  const { t } = useTranslation();
  const close = (
    <CloseButton aria-label={t('common.close')} onClick={onClose} size="lg" data-testid={closeTestId} />
  );
  return (
    <div className="ol-member-pane-head">
      <Modal.Title>{title}</Modal.Title>
      {actions ? (
        <Group gap={8} wrap="nowrap">
          {actions}
          {close}
        </Group>
      ) : (
        close
      )}
    </div>
  );
};
