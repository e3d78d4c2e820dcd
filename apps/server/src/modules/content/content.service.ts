import {
  ZAnnouncementType,
  ZCsType,
  ZPromotionCategory,
  type TAnnouncement,
  type TAnnouncementGroups,
  type TCustomerServiceEntry,
  type TCustomerServiceLink,
  type THelpTopic,
  type TLanguage,
  type TNotice,
} from '@openlobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { encryptCsLink } from '../../lib/cs-link-cipher.ts';
import { localize } from '../../lib/localize.ts';
import type { TBrand } from '../system/system.service.ts';
import * as repo from './content.repo.ts';

type TAnnouncementType = TAnnouncement['type'];
type TGroupKey = keyof TAnnouncementGroups;

/** Which group of the response each announcement type fills. */
const GROUP_OF: Record<TAnnouncementType, TGroupKey> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'help',
};

/** What one request needs to read brand content: the brand and the language to answer in. */
export type TReader = { brand: TBrand; language: TLanguage };

export type ContentServiceDeps = { db: Db; now?: () => Date };

/** Announcements, notices, help topics, customer service and feedback of a brand. */
export function createContentService({ db, now = () => new Date() }: ContentServiceDeps) {
  const text = (r: TReader, map: Partial<Record<string, string>>) =>
    localize(map, r.language, r.brand.defaultLanguage);

  async function findAnnouncements(
    r: TReader,
    q: { types: TAnnouncementType[]; execution: 'A' | 'B'; platform: 'W' },
  ): Promise<TAnnouncementGroups> {
    const rows = await repo.findLiveAnnouncements(db, { brandId: r.brand.id, ...q, at: now() });
    const groups: TAnnouncementGroups = {};
    for (const type of q.types) groups[GROUP_OF[type]] = [];
    for (const row of rows) {
      const type = ZAnnouncementType.parse(row.type);
      groups[GROUP_OF[type]]!.push({
        id: row.id,
        type,
        category: row.category ? ZPromotionCategory.parse(row.category) : null,
        title: text(r, row.title),
        content: text(r, row.content),
        imageUrl: row.imageUrl,
        linkUrl: row.linkUrl,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt?.toISOString() ?? null,
      });
    }
    return groups;
  }

  /** The public notice bundle: player notices, banners, popups and promotions before login. */
  async function getNotice(r: TReader): Promise<TNotice> {
    const g = await findAnnouncements(r, { types: ['PL', 'B', 'PU', 'PR'], execution: 'B', platform: 'W' });
    return {
      player: g.player ?? [],
      banners: g.banners ?? [],
      popup: g.popup ?? [],
      promotion: g.promotion ?? [],
    };
  }

  async function getHelpCenter(r: TReader): Promise<THelpTopic[]> {
    const rows = await repo.findHelpTopics(db, r.brand.id);
    return rows.map((t) => ({
      tag: t.tag,
      title: text(r, t.title),
      content: text(r, t.content),
      sort: t.sort,
    }));
  }

  async function getCustomerService(r: TReader): Promise<TCustomerServiceEntry[]> {
    const rows = await repo.findCustomerService(db, r.brand.id);
    return rows.map((e) => {
      const csType = ZCsType.parse(e.csType);
      return {
        id: e.id,
        csPosition: e.csPosition,
        csType,
        title: text(r, e.title),
        url: csType === 'LIVECHAT' ? null : e.url,
      };
    });
  }

  /** The version path list of a live-chat entry; its type-3 entry is the encrypted chat link. */
  async function getCustomerServiceLink(brand: TBrand, id: number): Promise<TCustomerServiceLink> {
    const entry = await repo.findCustomerServiceEntry(db, brand.id, id);
    if (!entry || entry.csType !== 'LIVECHAT')
      throw new AppError('NOT_FOUND', 'No such customer-service entry.');
    return [
      { type: 1, path: 'v1' },
      { type: 3, path: encryptCsLink(entry.url) },
    ];
  }

  async function createFeedback(
    r: TReader,
    input: { questionType: string; content: string; ip: string; memberId?: number },
  ) {
    const row = await repo.insertFeedback(db, {
      brandId: r.brand.id,
      memberId: input.memberId ?? null,
      questionType: input.questionType,
      content: input.content,
      language: r.language,
      ip: input.ip,
    });
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  }

  return {
    findAnnouncements,
    getNotice,
    getHelpCenter,
    getCustomerService,
    getCustomerServiceLink,
    createFeedback,
  };
}
export type ContentService = ReturnType<typeof createContentService>;
