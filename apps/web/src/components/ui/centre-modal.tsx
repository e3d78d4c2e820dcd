import { NavLink, ScrollArea, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { OverlayHead, OverlayModal } from './overlay-modal.tsx';

type TProps<K extends string> = {
  opened: boolean;
  onClose: () => void;
  size: string;
  className: string;
  /** The menu's name: its heading on wider screens, the strip's label on phones. */
  title: string;
  /** The menu's entries in order. */
  pages: readonly K[];
  /** The page shown; its label is the dialog's title. */
  page: K;
  labelOf: (page: K) => string;
  onSelect: (page: K) => void;
  /** A count shown beside an entry (above 0 only): `<prefix>-badge-<page>`. */
  countOf?: (page: K) => number;
  /** Prefix of the test ids: `<prefix>-centre`, `<prefix>-menu-<page>`, `<prefix>-close`. */
  testIdPrefix: string;
  /** Controls in the pane's head, before the close button. */
  actions?: ReactNode;
  /** The selected page. */
  children: ReactNode;
};

/**
 * A centre overlay (the member centre, the agent centre): its menu on the left (a scrolling strip
 * of chips on phones, where the overlay fills the screen), the selected page on the right under its
 * title and the close button.
 */
export const CentreModal = <K extends string>({
  opened,
  onClose,
  size,
  className,
  title,
  pages,
  page,
  labelOf,
  onSelect,
  countOf,
  testIdPrefix,
  actions,
  children,
}: TProps<K>) => {
  const isPhone = useIsPhone();
  const badge = (p: K) => {
    const n = countOf?.(p) ?? 0;
    return n > 0 ? (
      <span className="ol-centre-badge" data-testid={`${testIdPrefix}-badge-${p}`}>
        {n > 99 ? '99+' : n}
      </span>
    ) : null;
  };
  const activeChip = useRef<HTMLButtonElement>(null);
  // On phones the menu is a strip: keep the selected entry in view (e.g. when opened on Deposit).
  useEffect(() => {
    if (opened && isPhone) activeChip.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [opened, isPhone, page]);
  return (
    <OverlayModal opened={opened} onClose={onClose} size={size} className={className} padding={0}>
      <div className="ol-member" data-testid={`${testIdPrefix}-centre`}>
        {isPhone ? (
          <nav className="ol-member-strip" aria-label={title}>
            <ScrollArea type="never" scrollbars="x">
              <div className="ol-member-strip-row">
                {pages.map((p) => (
                  <UnstyledButton
                    key={p}
                    ref={p === page ? activeChip : undefined}
                    className="ol-member-chip"
                    data-active={p === page || undefined}
                    aria-current={p === page ? 'page' : undefined}
                    onClick={() => onSelect(p)}
                    data-testid={`${testIdPrefix}-menu-${p}`}
                  >
                    {labelOf(p)}
                    {badge(p)}
                  </UnstyledButton>
                ))}
              </div>
            </ScrollArea>
          </nav>
        ) : (
          <nav className="ol-member-menu" aria-label={title}>
            <div className="ol-member-menu-title">{title}</div>
            <ScrollArea.Autosize mah="70vh">
              {pages.map((p) => (
                <NavLink
                  key={p}
                  label={labelOf(p)}
                  rightSection={badge(p)}
                  active={p === page}
                  aria-current={p === page ? 'page' : undefined}
                  onClick={() => onSelect(p)}
                  variant="light"
                  data-testid={`${testIdPrefix}-menu-${p}`}
                />
              ))}
            </ScrollArea.Autosize>
          </nav>
        )}
        <section className="ol-member-pane" data-page={page}>
          <OverlayHead
            title={labelOf(page)}
            onClose={onClose}
            closeTestId={`${testIdPrefix}-close`}
            actions={actions}
          />
          {children}
        </section>
      </div>
    </OverlayModal>
  );
};
