import { CloseButton, Modal, NavLink, ScrollArea, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useOpenerFocus } from '../../../components/ui/use-opener-focus.ts';
import { MEMBER_PAGES, useMemberCentreStore, type TMemberPage } from '../stores/member-centre-store.ts';
import { TotpSetup } from './totp-setup.tsx';

/** The pages other features provide, composed in app/ (features never import each other). */
export type TMemberPageComponents = Partial<Record<TMemberPage, ComponentType>>;

type TProps = { onClosed?: () => void; pages?: TMemberPageComponents };

/** Account security on its own: the authenticator set-up, until app/ composes a fuller page. */
const DefaultSecurityPage = () => <TotpSetup />;

/**
 * Member centre overlay: the spec's menu on the left (a scrolling strip on phones, where the
 * overlay fills the screen), the selected page on the right. Pages not provided yet say so.
 */
export const MemberCentre = ({ onClosed, pages = {} }: TProps) => {
  const { t } = useTranslation();
  const { opened, page, select, close } = useMemberCentreStore();
  const isPhone = useIsPhone();
  const activeChip = useRef<HTMLButtonElement>(null);
  // On phones the menu is a strip: keep the selected entry in view (e.g. when opened on Deposit).
  useEffect(() => {
    if (opened && isPhone) activeChip.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [opened, isPhone, page]);
  const onClose = () => {
    close();
    onClosed?.();
  };
  // Its chunk loads on first use, so it mounts open the first time: give the focus back then too.
  const onExitTransitionEnd = useOpenerFocus(opened);
  const Page = pages[page] ?? (page === 'securityCenter' ? DefaultSecurityPage : null);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      fullScreen={isPhone}
      size="80rem"
      radius={isPhone ? 0 : 'lg'}
      withCloseButton={false}
      padding={0}
      centered
      classNames={{ content: 'ol-member-modal' }}
    >
      <div className="ol-member" data-testid="member-centre">
        {isPhone ? (
          <nav className="ol-member-strip" aria-label={t('member.title')}>
            <ScrollArea type="never" scrollbars="x">
              <div className="ol-member-strip-row">
                {MEMBER_PAGES.map((p) => (
                  <UnstyledButton
                    key={p}
                    ref={p === page ? activeChip : undefined}
                    className="ol-member-chip"
                    data-active={p === page || undefined}
                    aria-current={p === page ? 'page' : undefined}
                    onClick={() => select(p)}
                    data-testid={`member-menu-${p}`}
                  >
                    {t(`member.pages.${p}`)}
                  </UnstyledButton>
                ))}
              </div>
            </ScrollArea>
          </nav>
        ) : (
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
                  data-testid={`member-menu-${p}`}
                />
              ))}
            </ScrollArea.Autosize>
          </nav>
        )}
        <section className="ol-member-pane" data-page={page}>
          <div className="ol-member-pane-head">
            {/* The modal's title: names the dialog (aria-labelledby) as the selected page. */}
            <Modal.Title>{t(`member.pages.${page}`)}</Modal.Title>
            <CloseButton
              aria-label={t('common.close')}
              onClick={onClose}
              size="lg"
              data-testid="member-close"
            />
          </div>
          {Page ? (
            <div className="ol-member-body">
              <Page key={page} />
            </div>
          ) : (
            <EmptyState title={t('member.comingSoon')} description={t('member.comingSoonHint')} />
          )}
        </section>
      </div>
    </Modal>
  );
};
