import { signInAs } from './session.ts';

/** Signs in a finance operator, who may read and review the payment queues by default. */
export const asFinance = (permissions = ['payments.read', 'payments.review']) =>
  signInAs({ id: 1, username: 'fin', role: 'finance', permissions });

/** An element's text with the non-breaking spaces of formatted amounts made plain. */
export const visibleText = (el: HTMLElement) => (el.textContent ?? '').replace(/\u00a0/g, ' ');
