import { CloseButton, Modal, NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MEMBER_PAGES, useMemberCentreStore } from '../stores/member-centre-store.ts';
import { TotpSetup } from './totp-setup.tsx';

type TProps = { onClosed?: () => void };

/** Member centre overlay: the spec's menu on the left, the selected page on the right. */
export const MemberCentre = ({ onClosed }: TProps) => {
  const { t } = useTranslation();
  const { opened, page, select, close } = useMemberCentreStore();
  const onClose = () => {
    close();
    onClosed?.();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen={false}
      size="80rem"
      radius="lg"
      withCloseButton={false}
      padding={0}
      centered
    >
      <div className="ol-member" data-testid="member-centre">
        <nav className="ol-member-menu" aria-label={t('member.title')}>
          <div className="ol-member-menu-title">{t('member.title')}</div>
          <ScrollArea.Autosize mah="70vh">
            {MEMBER_PAGES.map((p) => (
              <NavLink
                key={p}
                label={t(`member.pages.${p}`)}
                active={p === page}
                onClick={() => select(p)}
                variant="light"
              />
            ))}
          </ScrollArea.Autosize>
        </nav>
        <section className="ol-member-pane">
          <div className="ol-member-pane-head">
            <h2>{t(`member.pages.${page}`)}</h2>
            <CloseButton aria-label={t('common.close')} onClick={onClose} size="lg" />
          </div>
          {page === 'securityCenter' ? (
            <div className="ol-member-body">
              <TotpSetup />
            </div>
          ) : (
            <EmptyState title={t('member.comingSoon')} description={t('member.comingSoonHint')} />
          )}
        </section>
      </div>
    </Modal>
  );
};
