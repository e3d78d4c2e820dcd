import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TAdminHelpTopic } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify.ts';
import { useSaveHelpTopic } from '../api/help-topics.ts';
import {
  checkHelpTopicDraft,
  draftOfHelpTopic,
  emptyHelpTopicDraft,
  type THelpTopicDraft,
  type THelpTopicField,
} from '../lib/help-topic-form.ts';
import { editorLanguages, localizedLabel } from '../lib/localized.ts';
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
  const [draft, setDraft] = useState<THelpTopicDraft>(() =>
    topic ? draftOfHelpTopic(topic) : emptyHelpTopicDraft(),
  );
  const [tab, setTab] = useState('EN');
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveHelpTopic(brand);
  const languages = editorLanguages(brandLanguages, draft.title, draft.content);
  const check = checkHelpTopicDraft(draft);
  const errors: Partial<Record<THelpTopicField, string>> = submitted && !check.ok ? check.errors : {};
  const err = (field: THelpTopicField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  const submit = async () => {
    setSubmitted(true);
    if (!check.ok) {
      const first = check.languages[0];
      if (first) setTab(first);
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: topic?.id ?? null, input: check.input });
      notifySuccess(
        t(topic ? 'content.help.updated' : 'content.help.created', { title: localizedLabel(saved.title) }),
      );
      onClose();
    } catch (e) {
      notifyFailure(t, t('content.saveFailed'), e);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!readOnly) void submit();
      }}
      noValidate
      data-testid="help-topic-form"
    >
      <Stack gap="md">
        <fieldset disabled={readOnly} className="ol-fieldset">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('content.fields.tag')}
              description={t('content.fields.tagHint')}
              required
              placeholder="deposit-help"
              value={draft.tag}
              onChange={(e) => {
                const tag = e.currentTarget.value;
                setDraft((d) => ({ ...d, tag }));
              }}
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
              onChange={(v) => setDraft((d) => ({ ...d, sort: typeof v === 'number' ? Math.trunc(v) : 0 }))}
              error={err('sort')}
              data-testid="help-topic-sort"
            />
          </SimpleGrid>
        </fieldset>

        <LocalizedFields
          languages={languages}
          active={languages.includes(tab) ? tab : 'EN'}
          onActiveChange={setTab}
          title={draft.title}
          content={draft.content}
          onTitleChange={(code, value) => setDraft((d) => ({ ...d, title: { ...d.title, [code]: value } }))}
          onContentChange={(code, value) =>
            setDraft((d) => ({ ...d, content: { ...d.content, [code]: value } }))
          }
          errors={{ title: errors.title, content: errors.content }}
          invalidLanguages={submitted && !check.ok ? check.languages : []}
          readOnly={readOnly}
          testId="help-topic"
        />

        {submitted && !check.ok && (
          <Alert color="red" variant="light" p="xs" data-testid="help-topic-invalid">
            <Text size="sm">{t('content.invalid')}</Text>
          </Alert>
        )}

        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {readOnly ? t('content.close') : t('common.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={save.isPending} data-testid="help-topic-save">
              {topic ? t('common.save') : t('content.help.create')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
};

/** The help-topic editor: tag, order, and title and rich-text answer per language. */
export const HelpTopicEditor = ({ opened, ...props }: TProps & { opened: boolean }) => {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 48em)');
  const title = props.readOnly
    ? t('content.help.view')
    : props.topic
      ? t('content.help.edit')
      : t('content.help.new');
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={title}
      size="xl"
      fullScreen={narrow}
      closeOnClickOutside={false}
      data-testid="help-topic-editor"
    >
      <HelpTopicForm {...props} />
    </Modal>
  );
};
