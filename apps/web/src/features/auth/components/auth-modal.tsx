import { Modal, Tabs, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useOpenerFocus } from '../../../components/ui/use-opener-focus.ts';

/** The frame every identity popup shares: centred, rounded, small, with a translated close button. */
export const AuthModal = (props: ModalProps) => {
  const { t } = useTranslation();
  const onExitTransitionEnd = useOpenerFocus(props.opened, props.onExitTransitionEnd);
  return (
    <Modal
      centered
      radius="lg"
      size="sm"
      classNames={{ content: 'ol-auth-modal' }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      {...props}
      onExitTransitionEnd={onExitTransitionEnd}
    />
  );
};

export type TAuthTab = { value: string; label: string; testId: string; panel: ReactNode };

/** Pill tabs between ways of doing one thing (by username or SMS, by e-mail or phone). */
export const AuthTabs = ({ tabs }: { tabs: TAuthTab[] }) => (
  <Tabs defaultValue={tabs[0]?.value} keepMounted={false} variant="pills" radius="xl">
    <Tabs.List grow mb="md">
      {tabs.map((tab) => (
        <Tabs.Tab key={tab.value} value={tab.value} data-testid={tab.testId}>
          {tab.label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
    {tabs.map((tab) => (
      <Tabs.Panel key={tab.value} value={tab.value}>
        {tab.panel}
      </Tabs.Panel>
    ))}
  </Tabs>
);
