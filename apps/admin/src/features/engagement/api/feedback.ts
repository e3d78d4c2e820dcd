import {
  ADMIN_FEEDBACK_API as API,
  ZAdminEnvelopeRain,
  ZAdminEnvelopeRainList,
  ZAdminFeedbackPage,
  ZOk,
  type TAdminEnvelopeRain,
  type TAdminEnvelopeRainInput,
  type TAdminFeedback,
} from '@openlobby/contracts';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { useEngagementChange, useEngagementRead } from './engagement-keys.ts';

export type TFeedbackQuery = {
  brand: string;
  questionType?: string;
  replied?: string;
  account?: string;
  page: number;
  pageSize: number;
};
export type { TAdminEnvelopeRain, TAdminFeedback };

export const useFeedbackList = (q: TFeedbackQuery) =>
  useEngagementRead('feedback', API.feedback, ZAdminFeedbackPage, q);

/** The operator's one reply to a member's feedback (it reaches their inbox). */
export const useReplyFeedback = (brand: string) =>
  useEngagementChange(
    ({ id, body }: { id: number; body: string }) =>
      apiRequest(fillPath(API.feedbackReply, { id }), {
        method: 'POST',
        query: { brand },
        body: { body },
        schema: ZOk,
      }),
    ['feedback'],
  );

export const useEnvelopeRains = (brand: string) =>
  useEngagementRead('envelopes', API.envelopes, ZAdminEnvelopeRainList, { brand });

/** Schedules a red-envelope rain; the draft's request id makes one however often it is sent. */
export const useScheduleRain = (brand: string) =>
  useEngagementChange(
    (input: TAdminEnvelopeRainInput) =>
      apiRequest(API.envelopes, {
        method: 'POST',
        query: { brand },
        body: input,
        schema: ZAdminEnvelopeRain,
      }),
    ['envelopes'],
  );
