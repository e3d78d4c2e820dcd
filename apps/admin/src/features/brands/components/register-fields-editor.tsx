import { ActionIcon, Badge, Code, Group, Select, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TRegisterField } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import {
  isKnownPattern,
  movedField,
  patternChoices,
  unusedFieldNames,
  withField,
  withShown,
  type TRegisterFieldName,
} from '../lib/register-fields.ts';
import { IconDown, IconUp } from './icons.tsx';
import { RemoveRowButton } from './row-buttons.tsx';
import { BrandSection } from './brand-section.tsx';

/**
 * The optional fields of the site's registration form, in the order it shows them: whether each
 * is shown, required (only when shown) and which catalogue pattern checks it. Part of
 * registerRules, so it is saved with the rest of the brand form.
 */
export const RegisterFieldsEditor = ({
  fields,
  readOnly,
  onChange,
}: {
  fields: TRegisterField[];
  readOnly: boolean;
  onChange: (fields: TRegisterField[]) => void;
}) => {
  const { t } = useTranslation();
  const unused = unusedFieldNames(fields);
  const set = (i: number, field: TRegisterField) => onChange(fields.map((f, j) => (j === i ? field : f)));
  const patternLabel = (name: string) =>
    isKnownPattern(name)
      ? t(`registerFields.patterns.${name}`)
      : t('registerFields.unknownPattern', { name });
  const shown = fields.filter((f) => f.show).length;

  return (
    <BrandSection
      title={t('registerFields.title')}
      description={t('registerFields.description')}
      testId="register-fields"
      aside={
        <Badge variant="light" color="gray" radius="sm" data-testid="register-fields-count">
          {t('registerFields.shownCount', { shown, total: fields.length })}
        </Badge>
      }
    >
      <Table.ScrollContainer minWidth={720}>
        <Table className="ol-table" data-testid="register-fields-table">
          <Table.Thead>
            <Table.Tr>
              {!readOnly && <Table.Th w={72}>{t('registerFields.order')}</Table.Th>}
              <Table.Th>{t('registerFields.field')}</Table.Th>
              <Table.Th w={90}>{t('registerFields.show')}</Table.Th>
              <Table.Th w={90}>{t('registerFields.required')}</Table.Th>
              <Table.Th w={280}>{t('registerFields.pattern')}</Table.Th>
              {!readOnly && (
                <Table.Th w={48}>
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((f, i) => (
              <Table.Tr
                key={f.name}
                data-testid={`register-field-${f.name}`}
                data-shown={f.show || undefined}
              >
                {!readOnly && (
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        disabled={i === 0}
                        onClick={() => onChange(movedField(fields, i, -1))}
                        aria-label={t('registerFields.moveUp')}
                        data-testid={`register-field-${f.name}-up`}
                      >
                        <IconUp />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        disabled={i === fields.length - 1}
                        onClick={() => onChange(movedField(fields, i, 1))}
                        aria-label={t('registerFields.moveDown')}
                        data-testid={`register-field-${f.name}-down`}
                      >
                        <IconDown />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                )}
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" fw={500} c={f.show ? undefined : 'dimmed'}>
                      {t(`registerFields.names.${f.name}`)}
                    </Text>
                    <Code fz={11}>{f.name}</Code>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={f.show}
                    aria-label={t('registerFields.show')}
                    onChange={(e) => set(i, withShown(f, e.currentTarget.checked))}
                    data-testid={`register-field-${f.name}-show`}
                  />
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={f.show && f.required}
                    disabled={!f.show}
                    title={f.show ? undefined : t('registerFields.requiredHidden')}
                    aria-label={t('registerFields.required')}
                    onChange={(e) => set(i, { ...f, required: e.currentTarget.checked })}
                    data-testid={`register-field-${f.name}-required`}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    size="xs"
                    searchable
                    clearable
                    placeholder={t('registerFields.patternNone')}
                    data={patternChoices(f.pattern).map((name) => ({
                      value: name,
                      label: patternLabel(name),
                    }))}
                    value={f.pattern}
                    aria-label={t('registerFields.pattern')}
                    onChange={(v) => set(i, { ...f, pattern: v })}
                    error={f.pattern !== null && !isKnownPattern(f.pattern)}
                    data-testid={`register-field-${f.name}-pattern`}
                  />
                </Table.Td>
                {!readOnly && (
                  <Table.Td>
                    <RemoveRowButton
                      onClick={() => onChange(fields.filter((_, j) => j !== i))}
                      label={t('registerFields.remove')}
                      testId={`register-field-${f.name}-remove`}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
            {fields.length === 0 && <EmptyRow colSpan={readOnly ? 4 : 6} label={t('registerFields.empty')} />}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!readOnly && (
        <Group mt="sm" gap="sm" justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('registerFields.hint')}
          </Text>
          <Select
            size="xs"
            w={240}
            searchable
            placeholder={unused.length ? t('registerFields.add') : t('registerFields.allAdded')}
            data={unused.map((name) => ({ value: name, label: t(`registerFields.names.${name}`) }))}
            value={null}
            disabled={unused.length === 0}
            onChange={(v) => v && onChange(withField(fields, v as TRegisterFieldName))}
            data-testid="register-field-add"
          />
        </Group>
      )}
    </BrandSection>
  );
};
