import '../../../styles/agents.css';
import type { TAgentApplication } from '@openlobby/contracts';
import { Alert, Badge, Button, Center, Loader, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useAgentApplication, useApplyToBeAgent } from '../api/applications.ts';
import { useAgentPack } from '../lib/agent-pack.ts';

/** The apply states of spec §4: applying, rejected, passed. */
const STATE_COLOR = { PENDING: 'yellow', REJECTED: 'red', APPROVED: 'green' } as const;
const MESSAGE_MAX = 140;

type TProps = {
  /** The member is an agent already: the form gives way to the agent centre. */
  isAgent: boolean;
  /** A trial account may not apply (spec §6). */
  isTrial: boolean;
  onLogin: () => void;
  onOpenCentre: () => void;
};

/** Where the member's application stands. */
const ApplicationState = ({ application }: { application: TAgentApplication }) => {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  return (
    <Stack gap={6} data-testid="join-application" data-status={application.status}>
      <Text fw={600}>
        {t('agents.join.stateTitle')}{' '}
        <Badge variant="light" color={STATE_COLOR[application.status]} data-testid="join-application-status">
          {t(`agents.join.state.${application.status}`)}
        </Badge>
      </Text>
      <Text size="sm" c="dimmed">
        {t('agents.join.submittedAt', { date: dateTime(application.submittedAt) })}
      </Text>
      {application.note && <Text size="sm">{t('agents.join.note', { note: application.note })}</Text>}
    </Stack>
  );
};

/**
 * /join's application: a member asks the operator to make them an agent (POST), then sees where
 * it stands (GET): applying, rejected (and may apply again) or passed.
 */
export const AgentApplication = ({ isAgent, isTrial, onLogin, onOpenCentre }: TProps) => {
  const { t } = useTranslation();
  const ready = useAgentPack();
  const token = useRequestToken();
  const current = useAgentApplication();
  const apply = useApplyToBeAgent();
  const [contact, setContact] = useState('');
  const [message, setMessage] = useState('');
  const [contactError, setContactError] = useState<string | null>(null);
  if (!ready)
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  const body = () => {
    if (!token) return <Button onClick={onLogin}>{t('agents.join.loginFirst')}</Button>;
    if (isTrial) return <Alert color="yellow">{t('errors.REAL_ACCOUNT_REQUIRED')}</Alert>;
    if (isAgent)
      return (
        <Stack gap="xs" align="flex-start">
          <Text>{t('agents.join.alreadyAgent')}</Text>
          <Button onClick={onOpenCentre} data-testid="join-open-centre">
            {t('agents.centre.open')}
          </Button>
        </Stack>
      );
    if (current.isPending) return <Loader size="sm" />;
    if (current.isError) return <Alert color="red">{errorMessage(t, current.error)}</Alert>;
    const application = current.data;
    const canApply = !application || application.status === 'REJECTED';
    const onSubmit = (e: FormEvent) => {
      e.preventDefault();
      if (!contact.trim()) {
        setContactError(t('validation.required'));
        return;
      }
      setContactError(null);
      apply.mutate({ contact: contact.trim(), message: message.trim() });
    };
    return (
      <Stack gap="md">
        {application && <ApplicationState application={application} />}
        {canApply && (
          <form onSubmit={onSubmit} noValidate data-testid="join-form">
            <Stack gap="sm">
              <TextInput
                label={t('agents.join.contact')}
                description={t('agents.join.contactHint')}
                value={contact}
                onChange={(e) => setContact(e.currentTarget.value)}
                maxLength={64}
                required
                error={contactError}
                data-testid="join-contact"
              />
              <Textarea
                label={t('agents.join.message')}
                value={message}
                onChange={(e) => setMessage(e.currentTarget.value)}
                maxLength={MESSAGE_MAX}
                autosize
                minRows={2}
                description={t('agents.join.messageHint', { max: MESSAGE_MAX })}
                data-testid="join-message"
              />
              {apply.isError && (
                <Alert color="red" variant="light" role="alert">
                  {errorMessage(t, apply.error)}
                </Alert>
              )}
              <Button type="submit" className="ol-btn-glow" data-testid="join-submit">
                {application ? t('agents.join.again') : t('agents.join.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    );
  };
  return (
    <section className="ol-card ol-join-apply" aria-labelledby="join-apply-title">
      <h2 id="join-apply-title">{t('agents.join.formTitle')}</h2>
      {body()}
    </section>
  );
};
