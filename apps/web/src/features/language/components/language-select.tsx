import { LANGUAGE_NAMES, type TLanguage } from '@openlobby/contracts';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { isLanguage } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useChangeLanguage } from '../hooks/use-change-language.ts';

type TProps = { languages: readonly TLanguage[] };

/** The brand's enabled languages, each in its own name. */
export const LanguageSelect = ({ languages }: TProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const change = useChangeLanguage();
  return (
    <NativeSelect
      data-testid="language-select"
      aria-label={t('menu.language')}
      label={t('menu.language')}
      size="sm"
      value={language}
      onChange={(e) => {
        const v = e.currentTarget.value;
        if (isLanguage(v)) void change(v);
      }}
      data={languages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
    />
  );
};
