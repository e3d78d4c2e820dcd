import { API, type TFeedbackRequest, type ZFeedbackCreated } from '@openlobby/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * PUT feedback: a question type and the content (trimmed, 1–140 characters); the session's member
 * goes with it, so an operator's reply reaches the inbox.
 */
export const createFeedback = (body: TFeedbackRequest): Promise<z.infer<typeof ZFeedbackCreated>> =>
  apiRequest<typeof ZFeedbackCreated>(API.feedback, { method: 'PUT', body });
