import type { TAdminPermission } from '@openlobby/contracts';
import { paths } from '../config/paths.ts';

export type TNavKey =
  | 'dashboard'
  | 'brands'
  | 'vendors'
  | 'content'
  | 'members'
  | 'deposits'
  | 'withdrawals'
  | 'adjustments'
  | 'agents'
  | 'engagement'
  | 'lottery'
  | 'tables'
  | 'rooms'
  | 'audit'
  | 'outbox'
  | 'operators';
export type TNavItem = { key: TNavKey; path: string; permission: TAdminPermission };

/** The side navigation; each entry names the permission its page needs to load. */
export const NAV_ITEMS: readonly TNavItem[] = [
  { key: 'dashboard', path: paths.dashboard, permission: 'dashboard.read' },
  { key: 'brands', path: paths.brands, permission: 'brands.read' },
  { key: 'vendors', path: paths.vendors, permission: 'brands.read' },
  { key: 'content', path: paths.content, permission: 'content.read' },
  { key: 'members', path: paths.members, permission: 'members.read' },
  { key: 'deposits', path: paths.deposits, permission: 'payments.read' },
  { key: 'withdrawals', path: paths.withdrawals, permission: 'payments.read' },
  // The checker's queue: the permission the adjustments API asks for.
  { key: 'adjustments', path: paths.adjustments, permission: 'members.adjustBalance' },
  // The agent network's pages (tree, contracts, settlements, freezes, applications) behind one entry.
  { key: 'agents', path: paths.agents, permission: 'agents.read' },
  // Engagement's pages (promotions, applications, bonuses, points, redemptions, messages) behind one entry.
  { key: 'engagement', path: paths.engagement, permission: 'engagement.read' },
  // The house lottery's pages (games, draws, results, tickets) behind one entry.
  { key: 'lottery', path: paths.lottery, permission: 'lottery.read' },
  // The house's live tables (issue 19): tables, their edit, rounds and placements on one page.
  { key: 'tables', path: '/tables', permission: 'tables.read' },
  // The house's card rooms (issue 19, PVP): rooms, their edit, seats and hands on one page.
  { key: 'rooms', path: '/rooms', permission: 'rooms.read' },
  { key: 'audit', path: paths.audit, permission: 'audit.read' },
  { key: 'outbox', path: paths.outbox, permission: 'outbox.read' },
  { key: 'operators', path: paths.operators, permission: 'operators.manage' },
];

/** The entries the operator's permissions allow, in menu order; nothing for no operator. */
export const visibleNavItems = (
  permissions: readonly string[] | null | undefined,
  items: readonly TNavItem[] = NAV_ITEMS,
): TNavItem[] => (permissions ? items.filter((item) => permissions.includes(item.permission)) : []);

/** Where a fresh login lands: the first page the operator may open (null: none at all). */
export const homePathFor = (permissions: readonly string[] | null | undefined): string | null =>
  visibleNavItems(permissions)[0]?.path ?? null;
