import { Image, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { ANNOUNCEMENT_TYPES, PROMOTION_CATEGORIES, type TAdminAnnouncement } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { useSaveAnnouncement } from '../api/announcements.ts';
import type { TAnnouncementType } from '../api/content-keys.ts';
import { useLocalizedDraft } from '../hooks/use-localized-draft.ts';
import {
  checkAnnouncementDraft,
  draftOfAnnouncement,
  emptyAnnouncementDraft,
  type TPromotionCategory,
} from '../lib/announcement-form.ts';
import { ContentEditorForm } from './content-editor-form.tsx';
import { ContentEditorModal } from './content-editor-modal.tsx';
import { LocalizedFields } from './localized-fields.tsx';

type TProps = {
  brand: string;
  brandLanguages: readonly string[];
  /** The announcement to edit; null for a new one. */
  announcement: TAdminAnnouncement | null;
  readOnly: boolean;
  onClose: () => void;
};

const isHttpUrl = (v: string) => /^https?:\/\/\S+\.\S+/i.test(v.trim());

const AnnouncementForm = ({ brand, brandLanguages, announcement, readOnly, onClose }: TProps) => {
  const { t } = useTranslation();
  const save = useSaveAnnouncement(brand);
  const { draft, edit, err, invalid, submit, localizedFields } = useLocalizedDraft({
    initial: () => (announcement ? draftOfAnnouncement(announcement) : emptyAnnouncementDraft()),
    check: checkAnnouncementDraft,
    brandLanguages,
    onClose,
  });

  return (
    <ContentEditorForm
      testId="announcement"
      readOnly={readOnly}
      saving={save.isPending}
      invalid={invalid}
      section="announcements"
      isNew={!announcement}
      onSubmit={() =>
        void submit(
          (input) => save.mutateAsync({ id: announcement?.id ?? null, input }),
          (title) =>
            t(announcement ? 'content.announcements.updated' : 'content.announcements.created', { title }),
        )
      }
      onClose={onClose}
    >
      <fieldset disabled={readOnly} className="ol-fieldset">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={t('content.fields.type')}
              required
              data={ANNOUNCEMENT_TYPES.map((v) => ({ value: v, label: t(`content.types.${v}`) }))}
              value={draft.type}
              allowDeselect={false}
              onChange={(v) => v && edit({ type: v as TAnnouncementType })}
              comboboxProps={{ withinPortal: true }}
              error={err('type')}
              data-testid="announcement-type"
            />
            <Select
              label={t('content.fields.execution')}
              required
              data={(['B', 'A'] as const).map((v) => ({ value: v, label: t(`content.execution.${v}`) }))}
              value={draft.execution}
              allowDeselect={false}
              onChange={(v) => v && edit({ execution: v as 'B' | 'A' })}
              comboboxProps={{ withinPortal: true }}
              error={err('execution')}
              data-testid="announcement-execution"
            />
            {draft.type === 'PR' ? (
              <Select
                label={t('content.fields.category')}
                required
                placeholder={t('content.fields.categoryPlaceholder')}
                data={PROMOTION_CATEGORIES.map((v) => ({ value: v, label: t(`content.categories.${v}`) }))}
                value={draft.category}
                onChange={(v) => edit({ category: (v as TPromotionCategory | null) ?? null })}
                comboboxProps={{ withinPortal: true }}
                error={err('category')}
                data-testid="announcement-category"
              />
            ) : (
              <Stack gap={2} justify="flex-end" pb={6}>
                <Text size="xs" c="dimmed">
                  {t(`content.typeHints.${draft.type}`)}
                </Text>
              </Stack>
            )}
          </SimpleGrid>
        </Stack>
      </fieldset>

      <LocalizedFields {...localizedFields} readOnly={readOnly} testId="announcement" />

      <fieldset disabled={readOnly} className="ol-fieldset">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Stack gap={6}>
              <TextInput
                label={t('content.fields.imageUrl')}
                placeholder="https://"
                type="url"
                value={draft.imageUrl}
                onChange={(e) => edit({ imageUrl: e.currentTarget.value })}
                error={err('imageUrl')}
                data-testid="announcement-image-url"
              />
              {isHttpUrl(draft.imageUrl) && (
                <Image
                  src={draft.imageUrl.trim()}
                  alt=""
                  h={64}
                  w="auto"
                  fit="contain"
                  radius="sm"
                  className="ol-image-preview"
                />
              )}
            </Stack>
            <TextInput
              label={t('content.fields.linkUrl')}
              placeholder="https://"
              type="url"
              value={draft.linkUrl}
              onChange={(e) => edit({ linkUrl: e.currentTarget.value })}
              error={err('linkUrl')}
              data-testid="announcement-link-url"
            />
          </SimpleGrid>

          <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm">
            <TextInput
              type="datetime-local"
              label={t('content.fields.startsAt')}
              required
              value={draft.startsAt}
              onChange={(e) => edit({ startsAt: e.currentTarget.value })}
              error={err('startsAt')}
              data-testid="announcement-starts-at"
            />
            <TextInput
              type="datetime-local"
              label={t('content.fields.endsAt')}
              description={t('content.fields.endsAtHint')}
              value={draft.endsAt}
              onChange={(e) => edit({ endsAt: e.currentTarget.value })}
              error={err('endsAt')}
              data-testid="announcement-ends-at"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <NumberInput
              label={t('content.fields.sort')}
              description={t('content.fields.sortHint')}
              min={0}
              max={9999}
              allowDecimal={false}
              allowNegative={false}
              value={draft.sort}
              onChange={(v) => edit({ sort: typeof v === 'number' ? Math.trunc(v) : 0 })}
              error={err('sort')}
              data-testid="announcement-sort"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <Stack justify="center" pt={{ base: 0, sm: 24 }}>
              <Switch
                label={t('content.fields.enabled')}
                checked={draft.enabled}
                onChange={(e) => edit({ enabled: e.currentTarget.checked })}
                data-testid="announcement-enabled"
              />
            </Stack>
          </SimpleGrid>
        </Stack>
      </fieldset>
    </ContentEditorForm>
  );
};

/** The announcement editor: type, audience, category, texts per language, links and schedule. */
export const AnnouncementEditor = ({ opened, ...props }: TProps & { opened: boolean }) => (
  <ContentEditorModal
    opened={opened}
    onClose={props.onClose}
    section="announcements"
    readOnly={props.readOnly}
    isNew={!props.announcement}
    testId="announcement-editor"
  >
    <AnnouncementForm {...props} />
  </ContentEditorModal>
);
