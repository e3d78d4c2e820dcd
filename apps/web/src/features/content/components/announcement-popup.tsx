import { LIMITS, type TAnnouncement } from '@openlobby/contracts';
import { Accordion, Modal } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';

type TProps = { announcements: TAnnouncement[]; opened: boolean; onClose: () => void };

/**
 * One page of the popup's announcements, the first one open. A panel's HTML is sanitised and drawn
 * when its item is first opened, and kept for its closing: the popup opens during home's start-up,
 * and the closed items' bodies (eight runs of DOMPurify) would be drawn for no one.
 */
const AnnouncementPage = ({ announcements }: { announcements: TAnnouncement[] }) => {
  const [open, setOpen] = useState<string | null>(announcements[0] ? String(announcements[0].id) : null);
  const drawn = useRef(new Set<string>());
  if (open !== null) drawn.current.add(open);
  return (
    <Accordion value={open} onChange={setOpen} variant="separated" radius="md">
      {announcements.map((a) => (
        <Accordion.Item key={a.id} value={String(a.id)} data-testid="announcement-item">
          <Accordion.Control>{a.title}</Accordion.Control>
          <Accordion.Panel>
            {drawn.current.has(String(a.id)) && (
              <>
                {a.imageUrl && <img src={a.imageUrl} alt="" className="ol-announce-img" />}
                <SafeHtml html={a.content} />
              </>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
};

/** Popup announcements (type PU), 8 per page; content is sanitised operator HTML. */
export const AnnouncementPopup = ({ announcements, opened, onClose }: TProps) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const size = LIMITS.announcementPageSize;
  const pages = Math.max(1, Math.ceil(announcements.length / size));
  const visible = announcements.slice((page - 1) * size, page * size);
  return (
    <Modal
      opened={opened && announcements.length > 0}
      onClose={onClose}
      centered
      size="lg"
      radius="lg"
      title={t('announcements.title')}
      classNames={{ content: 'ol-announce' }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <div data-testid="announcement-popup">
        <AnnouncementPage key={page} announcements={visible} />
        {pages > 1 && (
          <div className="ol-announce-pages">
            <Pagination total={pages} value={page} onChange={setPage} />
          </div>
        )}
      </div>
    </Modal>
  );
};
