import { Alert, Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message.ts';
import { SaveResetButtons } from '../../../components/ui/save-reset-buttons.tsx';
import type { TSetupDraft } from '../hooks/use-setup-draft.ts';
import { BrandSection } from './brand-section.tsx';

type TProps = {
  /** Prefix of the section's test ids: `<id>`, `<id>-save`, `<id>-reset`, `<id>-dirty`, `<id>-saved`, `<id>-error`. */
  testId: string;
  title: string;
  description?: string;
  count?: number;
  readOnly: boolean;
  state: TSetupDraft;
  /** Buttons at the left of the footer (add a row…), shown only to operators who may edit. */
  actions?: ReactNode;
  /** Messages about the whole list (not one field), e.g. "exactly one domain is primary". */
  listIssues?: readonly string[];
  /** A failure the section explains itself (e.g. DOMAIN_TAKEN); null falls back to the generic message. */
  describeFailure?: (failure: unknown) => ReactNode | null;
  children: ReactNode;
};

/** One set-up list as a card: its own dirty state, Save and Discard, and its errors. */
export const SetupSection = ({
  testId,
  title,
  description,
  count,
  readOnly,
  state,
  actions,
  listIssues = [],
  describeFailure,
  children,
}: TProps) => {
  const { t } = useTranslation();
  const explained = state.failure !== null ? (describeFailure?.(state.failure) ?? null) : null;
  return (
    <BrandSection
      title={title}
      description={description}
      testId={testId}
      aside={
        <>
          {count !== undefined && (
            <Badge variant="light" color="gray" radius="sm">
              {count}
            </Badge>
          )}
          {state.dirty ? (
            <Badge variant="light" color="orange" data-testid={`${testId}-dirty`}>
              {t('brandSetup.unsaved')}
            </Badge>
          ) : state.saved ? (
            <Badge variant="light" color="green" data-testid={`${testId}-saved`}>
              {t('brandSetup.saved')}
            </Badge>
          ) : null}
        </>
      }
    >
      <fieldset disabled={readOnly || state.saving} className="ol-fieldset">
        {children}
      </fieldset>
      {listIssues.length > 0 && (
        <Alert color="red" variant="light" mt="sm" p="xs" data-testid={`${testId}-issues`}>
          {listIssues.map((m) => (
            <Text key={m} size="sm">
              {m}
            </Text>
          ))}
        </Alert>
      )}
      {(state.failure !== null || state.invalid) && (
        <Alert color="red" variant="light" mt="sm" p="xs" data-testid={`${testId}-error`}>
          {state.failure !== null ? (explained ?? errorMessage(t, state.failure)) : t('brandSetup.invalid')}
        </Alert>
      )}
      {!readOnly && (
        <Group justify="space-between" gap="sm" mt="md" wrap="wrap">
          <Group gap="xs">{actions}</Group>
          <SaveResetButtons
            testId={testId}
            dirty={state.dirty}
            saving={state.saving}
            onReset={state.reset}
            onSave={() => void state.save()}
          />
        </Group>
      )}
    </BrandSection>
  );
};
