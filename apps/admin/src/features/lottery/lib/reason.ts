import { ZAdminReasonBody } from '@openlobby/contracts';
import type { TFunction } from 'i18next';
import type { TReasonRule } from '../../../components/ui/reason-field.tsx';

/** The lottery's reasons (every change, audited with it): 1–140 characters. */
export const lotteryReasonRule = (t: TFunction): TReasonRule => ({
  schema: ZAdminReasonBody,
  maxLength: 140,
  hint: t('lottery.reason.hint'),
  invalid: t('lottery.reason.invalid'),
});
