import type { TMessage } from '@openlobby/contracts';
import type { TTranslate } from '../../../lib/translator.ts';

/**
 * A message's title and body in the member's language. A broadcast, an operator's message and a
 * feedback reply carry the operator's plain text; a platform message is worded here from its kind (the template key) and its
 * parameters, the amount written in its currency, so it reads in whatever language the member
 * switches to.
 */
export const messageText = (
  t: TTranslate,
  m: Pick<TMessage, 'kind' | 'title' | 'body' | 'params'>,
  money: (amount: number) => string,
): { title: string; body: string } => {
  if (m.kind === 'BROADCAST' || m.kind === 'FEEDBACK_REPLY' || m.kind === 'OPERATOR')
    return { title: m.title || t(`inbox.kinds.${m.kind}`), body: m.body };
  const { amount, currency, ...rest } = m.params;
  const values: Record<string, string | number> = { ...rest };
  if (amount !== undefined) {
    const figure = money(typeof amount === 'number' ? amount : Number(amount));
    values.amount = typeof currency === 'string' ? `${currency} ${figure}` : figure;
  }
  return { title: t(`inbox.kinds.${m.kind}`), body: t(`inbox.bodies.${m.kind}`, values) };
};
