import { ANNOUNCEMENT_STATES, type TAdminAnnouncement } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_STATE_COLORS,
  announcementInputOf,
  checkAnnouncementDraft,
  draftOfAnnouncement,
  emptyAnnouncementDraft,
  type TAnnouncementDraft,
} from './announcement-form.ts';

const draft = (change: Partial<TAnnouncementDraft> = {}): TAnnouncementDraft => ({
  ...emptyAnnouncementDraft(new Date(2025, 4, 1, 9, 30)),
  title: { EN: 'Welcome', CN: '' },
  content: { EN: '<p>Hello <b>there</b></p>', CN: '<p><br></p>' },
  ...change,
});

describe('ANNOUNCEMENT_STATE_COLORS', () => {
  it('gives every state its own colour, live in green', () => {
    expect(Object.keys(ANNOUNCEMENT_STATE_COLORS).sort()).toEqual([...ANNOUNCEMENT_STATES].sort());
    expect(new Set(Object.values(ANNOUNCEMENT_STATE_COLORS)).size).toBe(ANNOUNCEMENT_STATES.length);
    expect(ANNOUNCEMENT_STATE_COLORS.live).toBe('green');
  });
});

describe('announcementInputOf', () => {
  it('maps the form to the contract body: blank URLs and end are null, languages trimmed', () => {
    const input = announcementInputOf(draft({ imageUrl: '  ', linkUrl: ' https://x.example/a ', sort: 3 }));
    expect(input).toMatchObject({
      type: 'B',
      execution: 'B',
      category: null,
      title: { EN: 'Welcome' },
      content: { EN: '<p>Hello <b>there</b></p>' },
      imageUrl: null,
      linkUrl: 'https://x.example/a',
      sort: 3,
      endsAt: null,
      enabled: true,
    });
    expect(input.startsAt).toMatch(/^2025-05-01T09:30:00[+-]\d{2}:\d{2}$/);
  });

  it('sends a category only for promotions', () => {
    expect(announcementInputOf(draft({ type: 'PU', category: 'VIP' })).category).toBeNull();
    expect(announcementInputOf(draft({ type: 'PR', category: 'VIP' })).category).toBe('VIP');
  });
});

describe('checkAnnouncementDraft', () => {
  it('passes a complete draft through the contract schema', () => {
    const checked = checkAnnouncementDraft(draft({ endsAt: '2025-05-02T09:30' }));
    expect(checked.ok).toBe(true);
  });

  it('names each failing field with its i18n key and the language tab to open', () => {
    const checked = checkAnnouncementDraft(
      draft({
        type: 'PR',
        title: { CN: '只有中文' },
        imageUrl: 'javascript:alert(1)',
        endsAt: '2025-04-30T09:30',
      }),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      category: 'content.errors.category',
      title: 'content.errors.title',
      imageUrl: 'content.errors.imageUrl',
      endsAt: 'content.errors.endsAt',
    });
    expect(checked.languages).toEqual(['EN']);
  });

  it('requires English content, not just markup left by the editor', () => {
    const checked = checkAnnouncementDraft(draft({ content: { EN: '<p><br></p>', TH: '<p>สวัสดี</p>' } }));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.content).toBe('content.errors.content');
  });
});

describe('draftOfAnnouncement', () => {
  it('round-trips a stored announcement to the same body', () => {
    const stored: TAdminAnnouncement = {
      id: 7,
      type: 'PR',
      execution: 'A',
      category: 'DAILY',
      title: { EN: 'Daily reload', TH: 'โบนัสรายวัน' },
      content: { EN: '<p>10%</p>' },
      imageUrl: 'https://cdn.example/p.png',
      linkUrl: null,
      sort: 5,
      startsAt: new Date(2025, 5, 1, 0, 0).toISOString(),
      endsAt: new Date(2025, 6, 1, 0, 0).toISOString(),
      enabled: false,
      state: 'disabled',
    };
    const checked = checkAnnouncementDraft(draftOfAnnouncement(stored));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const { startsAt, endsAt, ...rest } = checked.input;
    expect(rest).toEqual({
      type: 'PR',
      execution: 'A',
      category: 'DAILY',
      title: stored.title,
      content: stored.content,
      imageUrl: stored.imageUrl,
      linkUrl: null,
      sort: 5,
      enabled: false,
    });
    expect(Date.parse(startsAt)).toBe(Date.parse(stored.startsAt));
    expect(Date.parse(endsAt!)).toBe(Date.parse(stored.endsAt!));
  });
});
