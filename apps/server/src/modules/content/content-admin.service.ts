import {
  ZAnnouncementType,
  ZCsType,
  ZExecution,
  ZPromotionCategory,
  type TAdminAnnouncement,
  type TAdminAnnouncementInput,
  type TAdminHelpTopic,
  type TCsEntryInput,
  type THelpTopicInput,
} from '@openlobby/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeLocalized } from '../../lib/rich-text.ts';
import * as repo from './content-admin.repo.ts';

type TChange<T> = { before: T | null; after: T | null };

const asText = (m: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(m).filter((e): e is [string, string] => typeof e[1] === 'string'));

/** Plain-text fields (titles) keep no markup at all. */
const stripTags = (m: Record<string, string>) =>
  Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v.replace(/<[^>]*>/g, '').trim()]));

const notFound = (what: string) => new AppError('NOT_FOUND', `No such ${what} in this brand.`);

/**
 * The back office's side of brand content: announcements (banners, notices, popups, promotions,
 * help notices) with their schedule, help-centre topics and customer-service entries. Rich text is
 * sanitised here on save. Every change runs in the caller's transaction and answers before/after
 * for the audit.
 */
export function createContentAdmin({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  function announcementOf(r: repo.TAnnouncementRow): TAdminAnnouncement {
    const at = now();
    const state = !r.enabled
      ? 'disabled'
      : r.startsAt > at
        ? 'scheduled'
        : r.endsAt && r.endsAt <= at
          ? 'ended'
          : 'live';
    return {
      id: r.id,
      type: ZAnnouncementType.parse(r.type),
      execution: ZExecution.parse(r.execution),
      category: r.category ? ZPromotionCategory.parse(r.category) : null,
      title: asText(r.title),
      content: asText(r.content),
      imageUrl: r.imageUrl,
      linkUrl: r.linkUrl,
      sort: r.sort,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt?.toISOString() ?? null,
      enabled: r.enabled,
      state,
    };
  }

  const announcementValues = (input: TAdminAnnouncementInput) => ({
    type: input.type,
    execution: input.execution,
    category: input.category,
    platform: 'W',
    title: stripTags(input.title),
    content: sanitizeLocalized(input.content),
    imageUrl: input.imageUrl,
    linkUrl: input.linkUrl,
    sort: input.sort,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    enabled: input.enabled,
  });

  async function findAnnouncements(q: { brandId: number; type?: string; page: number; pageSize: number }) {
    const { items, total } = await repo.findAnnouncementsPage(db, q);
    return { items: items.map(announcementOf), page: q.page, pageSize: q.pageSize, total };
  }

  async function createAnnouncement(
    tx: DbOrTx,
    brandId: number,
    input: TAdminAnnouncementInput,
  ): Promise<TChange<TAdminAnnouncement>> {
    const row = await repo.insertAnnouncement(tx, { brandId, ...announcementValues(input) });
    return { before: null, after: announcementOf(row) };
  }

  async function updateAnnouncement(
    tx: DbOrTx,
    brandId: number,
    id: number,
    input: TAdminAnnouncementInput,
  ): Promise<TChange<TAdminAnnouncement>> {
    const before = await repo.findAnnouncement(tx, brandId, id);
    if (!before) throw notFound('announcement');
    const after = await repo.updateAnnouncement(tx, brandId, id, announcementValues(input));
    return { before: announcementOf(before), after: announcementOf(after!) };
  }

  async function deleteAnnouncement(
    tx: DbOrTx,
    brandId: number,
    id: number,
  ): Promise<TChange<TAdminAnnouncement>> {
    const before = await repo.deleteAnnouncement(tx, brandId, id);
    if (!before) throw notFound('announcement');
    return { before: announcementOf(before), after: null };
  }

  const helpTopicOf = (r: repo.THelpTopicRow): TAdminHelpTopic => ({
    id: r.id,
    tag: r.tag,
    title: asText(r.title),
    content: asText(r.content),
    sort: r.sort,
  });

  const helpTopicValues = (input: THelpTopicInput) => ({
    tag: input.tag,
    title: stripTags(input.title),
    content: sanitizeLocalized(input.content),
    sort: input.sort,
  });

  async function findHelpTopics(brandId: number) {
    return (await repo.findAllHelpTopics(db, brandId)).map(helpTopicOf);
  }

  /** A tag names one topic of the brand (the site's /help/:tag). */
  async function assertTagFree(tx: DbOrTx, brandId: number, tag: string, id?: number) {
    const holder = await repo.findHelpTopicByTag(tx, brandId, tag);
    if (holder && holder.id !== id)
      throw new AppError('VALIDATION_FAILED', 'Another help topic already uses this tag.', [
        { field: 'tag', message: 'taken' },
      ]);
  }

  async function createHelpTopic(
    tx: DbOrTx,
    brandId: number,
    input: THelpTopicInput,
  ): Promise<TChange<TAdminHelpTopic>> {
    await assertTagFree(tx, brandId, input.tag);
    const row = await repo.insertHelpTopic(tx, { brandId, ...helpTopicValues(input) });
    return { before: null, after: helpTopicOf(row) };
  }

  async function updateHelpTopic(
    tx: DbOrTx,
    brandId: number,
    id: number,
    input: THelpTopicInput,
  ): Promise<TChange<TAdminHelpTopic>> {
    const before = await repo.findHelpTopic(tx, brandId, id);
    if (!before) throw notFound('help topic');
    await assertTagFree(tx, brandId, input.tag, id);
    const after = await repo.updateHelpTopic(tx, brandId, id, helpTopicValues(input));
    return { before: helpTopicOf(before), after: helpTopicOf(after!) };
  }

  async function deleteHelpTopic(tx: DbOrTx, brandId: number, id: number): Promise<TChange<TAdminHelpTopic>> {
    const before = await repo.deleteHelpTopic(tx, brandId, id);
    if (!before) throw notFound('help topic');
    return { before: helpTopicOf(before), after: null };
  }

  const csEntryOf = (r: repo.TCsEntryRow) => ({
    id: r.id,
    csPosition: r.csPosition,
    csType: ZCsType.parse(r.csType),
    title: asText(r.title),
    url: r.url,
    enabled: r.enabled,
  });

  async function findCustomerService(dbOrTx: DbOrTx, brandId: number) {
    return (await repo.findAllCustomerService(dbOrTx, brandId)).map(csEntryOf);
  }

  /** Replaces the brand's customer-service list; only one entry may hold the header's VIP spot. */
  async function replaceCustomerService(tx: DbOrTx, brandId: number, list: TCsEntryInput[]) {
    if (list.filter((e) => e.csPosition === -1 && e.enabled).length > 1)
      throw new AppError('VALIDATION_FAILED', 'Only one enabled entry can be the VIP entry (position -1).', [
        { field: 'csPosition', message: 'oneVip' },
      ]);
    const before = await findCustomerService(tx, brandId);
    const rows = await repo.replaceCustomerService(
      tx,
      brandId,
      list.map((e) => ({ ...e, title: stripTags(e.title) })),
    );
    return { before, after: rows.map(csEntryOf) };
  }

  return {
    findAnnouncements,
    createAnnouncement,
    updateAnnouncement,
    deleteAnnouncement,
    findHelpTopics,
    createHelpTopic,
    updateHelpTopic,
    deleteHelpTopic,
    findCustomerService,
    replaceCustomerService,
  };
}
export type ContentAdmin = ReturnType<typeof createContentAdmin>;
