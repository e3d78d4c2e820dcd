import { ZAdminReason } from '@openlobby/contracts';
import type { TFunction } from 'i18next';
import type { TReasonRule } from '../../../components/ui/reason-field.tsx';

/** The agent network's reasons (ending a contract, lifting a freeze): 1–140 characters, audited. */
export const agentReasonRule = (t: TFunction): TReasonRule => ({
  schema: ZAdminReason,
  maxLength: 140,
  hint: t('agents.reason.hint'),
  invalid: t('agents.reason.invalid'),
});
