import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { TAdminHelpTopic } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { useSaveHelpTopic } from '../api/help-topics.ts';
import { useLocalizedDraft } from '../hooks/use-localized-draft.ts';
import { checkHelpTopicDraft, draftOfHelpTopic, emptyHelpTopicDraft } from '../lib/help-topic-form.ts';
import { ContentEditorForm } from './content-editor-form.tsx';
import { ContentEditorModal } from './content-editor-modal.tsx';
import { LocalizedFields } from './localized-fields.tsx';

type TProps = {
  brand: string;
  brandLanguages: readonly string[];
  /** The topic to edit; null for a new one. */
  topic: TAdminHelpTopic | null;
  readOnly: boolean;
  onClose: () => void;
};

const HelpTopicForm = ({ brand, brandLanguages, topic, readOnly, onClose }: TProps) => {
  const { t } = useTranslation();
  const save = useSaveHelpTopic(brand);
  const { draft, edit, err, invalid, submit, localizedFields } = useLocalizedDraft({
    initial: () => (topic ? draftOfHelpTopic(topic) : emptyHelpTopicDraft()),
    check: checkHelpTopicDraft,
    brandLanguages,
    onClose,
  });

  return (
    <ContentEditorForm
      testId="help-topic"
      readOnly={readOnly}
      saving={save.isPending}
      invalid={invalid}
      section="help"
      isNew={!topic}
      onSubmit={() =>
        void submit(
          (input) => save.mutateAsync({ id: topic?.id ?? null, input }),
          (title) => t(topic ? 'content.help.updated' : 'content.help.created', { title }),
        )
      }
      onClose={onClose}
    >
      <fieldset disabled={readOnly} className="ol-fieldset">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('content.fields.tag')}
            description={t('content.fields.tagHint')}
            required
            placeholder="deposit-help"
            value={draft.tag}
            onChange={(e) => edit({ tag: e.currentTarget.value })}
            error={err('tag')}
            maxLength={64}
            ff="monospace"
            data-testid="help-topic-tag"
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
            data-testid="help-topic-sort"
          />
        </SimpleGrid>
      </fieldset>

      <LocalizedFields {...localizedFields} readOnly={readOnly} testId="help-topic" />
    </ContentEditorForm>
  );
};

/** The help-topic editor: tag, order, and title and rich-text answer per language. */
export const HelpTopicEditor = ({ opened, ...props }: TProps & { opened: boolean }) => (
  <ContentEditorModal
    opened={opened}
    onClose={props.onClose}
    section="help"
    readOnly={props.readOnly}
    isNew={!props.topic}
    testId="help-topic-editor"
  >
    <HelpTopicForm {...props} />
  </ContentEditorModal>
);
