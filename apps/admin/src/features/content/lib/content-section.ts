/** The key of a content list in the `content.*` texts. */
export type TContentSection = 'announcements' | 'help';
