import type { ComponentType } from 'react';
import { CentreModal } from '../../../components/ui/centre-modal.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { MEMBER_PAGES, useMemberCentreStore, type TMemberPage } from '../stores/member-centre-store.ts';
import { TotpSetup } from './totp-setup.tsx';

/** The pages other features provide, composed in app/ (features never import each other). */
export type TMemberPageComponents = Partial<Record<TMemberPage, ComponentType>>;
/** Counts beside menu entries (claimable mission rewards), composed in app/ like the pages; 0 shows none. */
export type TMemberPageBadges = Partial<Record<TMemberPage, number>>;

type TProps = { onClosed?: () => void; pages?: TMemberPageComponents; badges?: TMemberPageBadges };

/** Account security on its own: the authenticator set-up, until app/ composes a fuller page. */
const DefaultSecurityPage = () => <TotpSetup />;

/**
 * Member centre overlay: the spec's menu on the left (a scrolling strip on phones, where the
 * overlay fills the screen), the selected page on the right. Pages not provided yet say so.
 */
export const MemberCentre = ({ onClosed, pages = {}, badges = {} }: TProps) => {
  const { t } = useTranslation();
  const { opened, page, select, close } = useMemberCentreStore();
  const onClose = () => {
    close();
    onClosed?.();
  };
  const Page = pages[page] ?? (page === 'securityCenter' ? DefaultSecurityPage : null);
  return (
    <CentreModal
      opened={opened}
      onClose={onClose}
      size="80rem"
      className="ol-member-modal"
      title={t('member.title')}
      pages={MEMBER_PAGES}
      page={page}
      labelOf={(p) => t(`member.pages.${p}`)}
      onSelect={select}
      countOf={(p) => badges[p] ?? 0}
      testIdPrefix="member"
    >
      {Page ? (
        <div className="ol-member-body">
          <Page key={page} />
        </div>
      ) : (
        <EmptyState title={t('member.comingSoon')} description={t('member.comingSoonHint')} />
      )}
    </CentreModal>
  );
};
