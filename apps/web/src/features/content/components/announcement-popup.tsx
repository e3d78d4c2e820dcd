import { LIMITS, type TAnnouncement } from '@openlobby/contracts';
import { Accordion, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';

type TProps = { announcements: TAnnouncement[]; opened: boolean; onClose: () => void };

/** Popup announcements (type PU), 8 per page; content is sanitised operator HTML. */
export const AnnouncementPopup = ({ announcements, opened, onClose }: TProps) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const size = LIMITS.announcementPageSize;
  const pages = Math.max(1, Math.ceil(announcements.length / size));
  const visible = announcements.slice((page - 1) * size, page * size);
  const first = visible[0];
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
        <Accordion key={page} defaultValue={first ? String(first.id) : null} variant="separated" radius="md">
          {visible.map((a) => (
            <Accordion.Item key={a.id} value={String(a.id)} data-testid="announcement-item">
              <Accordion.Control>{a.title}</Accordion.Control>
              <Accordion.Panel>
                {a.imageUrl && <img src={a.imageUrl} alt="" className="ol-announce-img" />}
                <SafeHtml html={a.content} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        {pages > 1 && (
          <div className="ol-announce-pages">
            <Pagination total={pages} value={page} onChange={setPage} />
          </div>
        )}
      </div>
    </Modal>
  );
};
