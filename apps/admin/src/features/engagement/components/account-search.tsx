import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The account a look-up page is about, typed in and searched on Enter or on leaving the field
 * (not on every key: each search is a call). The page keeps it in its URL, so it survives reload.
 */
export const AccountSearch = ({
  value,
  onSearch,
  placeholder,
  testId,
}: {
  value: string;
  onSearch: (account: string) => void;
  placeholder: string;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <TextInput
      mb="md"
      w={{ base: '100%', xs: 280 }}
      label={t('engagement.columns.account')}
      placeholder={placeholder}
      maxLength={32}
      defaultValue={value}
      onBlur={(e) => onSearch(e.currentTarget.value.trim())}
      onKeyDown={(e) => e.key === 'Enter' && onSearch(e.currentTarget.value.trim())}
      data-testid={testId}
    />
  );
};
