import { Stack, Tabs, Text, TextInput } from '@mantine/core';
import { LANGUAGE_NAMES, RTL_LANGUAGES, type TLanguage } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/ui/rich-text-editor.tsx';
import { isBlankHtml } from '../../../components/ui/rich-text-html.ts';

type TProps = {
  languages: readonly string[];
  active: string;
  onActiveChange: (language: string) => void;
  title: Record<string, string>;
  content: Record<string, string>;
  onTitleChange: (language: string, value: string) => void;
  onContentChange: (language: string, value: string) => void;
  /** i18n keys of the title and content errors (shown on the English tab, which carries the rule). */
  errors: { title?: string; content?: string };
  /** Languages whose tab is marked as needing attention. */
  invalidLanguages: readonly string[];
  readOnly?: boolean;
  testId: string;
};

const nameOf = (code: string) => LANGUAGE_NAMES[code as TLanguage] ?? code;

/** One tab per language with its title and rich-text content; English is required. */
export const LocalizedFields = ({
  languages,
  active,
  onActiveChange,
  title,
  content,
  onTitleChange,
  onContentChange,
  errors,
  invalidLanguages,
  readOnly,
  testId,
}: TProps) => {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('content.fields.texts')}
      </Text>
      <Tabs
        value={active}
        onChange={(v) => v && onActiveChange(v)}
        variant="outline"
        keepMounted={false}
        className="ol-lang-tabs"
      >
        <Tabs.List>
          {languages.map((code) => {
            const filled = !!title[code]?.trim() || !isBlankHtml(content[code] ?? '');
            const invalid = invalidLanguages.includes(code);
            return (
              <Tabs.Tab
                key={code}
                value={code}
                title={nameOf(code)}
                data-testid={`${testId}-lang-${code}`}
                data-filled={filled || undefined}
                data-invalid={invalid || undefined}
                rightSection={
                  <span
                    className="ol-lang-dot"
                    data-state={invalid ? 'invalid' : filled ? 'filled' : 'empty'}
                    aria-hidden="true"
                  />
                }
              >
                {code}
                {code === 'EN' && !readOnly && (
                  <Text span c="red" ml={2} aria-hidden="true">
                    *
                  </Text>
                )}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {languages.map((code) => {
          const dir = RTL_LANGUAGES.includes(code as TLanguage) ? 'rtl' : 'ltr';
          return (
            <Tabs.Panel key={code} value={code} pt="sm">
              <Stack gap="sm">
                <TextInput
                  label={t('content.fields.titleIn', { language: nameOf(code) })}
                  required={code === 'EN'}
                  dir={dir}
                  value={title[code] ?? ''}
                  onChange={(e) => onTitleChange(code, e.currentTarget.value)}
                  error={code === 'EN' && errors.title ? t(errors.title) : undefined}
                  readOnly={readOnly}
                  maxLength={500}
                  data-testid={`${testId}-title-${code}`}
                />
                <RichTextEditor
                  label={t('content.fields.contentIn', { language: nameOf(code) })}
                  required={code === 'EN'}
                  dir={dir}
                  value={content[code] ?? ''}
                  onChange={(html) => onContentChange(code, html)}
                  error={code === 'EN' && errors.content ? t(errors.content) : undefined}
                  readOnly={readOnly}
                  data-testid={`${testId}-content-${code}`}
                />
              </Stack>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
};
