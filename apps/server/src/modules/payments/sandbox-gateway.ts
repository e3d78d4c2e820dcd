import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromMinor, SANDBOX_PAY_PATH } from '@openlobby/contracts';
import { z } from 'zod';
import type { DepositService } from './deposits.service.ts';

export {
  SIGNATURE_TOLERANCE_SECONDS,
  signBody as signNotification,
  verifyBodySignature as verifyNotification,
} from '../../lib/signature.ts';
export const SIGNATURE_HEADER = 'x-sandbox-signature';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The sandbox gateway's payment page: what a member sees after "Pay now". */
export function renderPayPage(p: {
  merchant: string;
  reference: string;
  amount: string;
  currency: string;
  status: string;
  action: string;
}): string {
  const pending = p.status === 'PENDING';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox Pay · ${escapeHtml(p.reference)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:linear-gradient(160deg,#0f172a,#1e1b4b);font-family:system-ui,sans-serif;color:#e2e8f0}
.card{width:min(92vw,380px);background:#111827;border:1px solid #312e81;border-radius:18px;padding:28px;box-shadow:0 20px 60px #0008}
h1{font-size:15px;letter-spacing:.12em;text-transform:uppercase;color:#a5b4fc;margin:0 0 18px}
.amount{font-size:38px;font-weight:800;margin:6px 0 4px}.muted{color:#94a3b8;font-size:13px}
button{width:100%;margin-top:22px;padding:14px;border:0;border-radius:12px;font-size:16px;font-weight:700;cursor:pointer;background:#6366f1;color:#fff}
.done{margin-top:22px;padding:12px;border-radius:10px;background:#14532d;color:#bbf7d0;text-align:center}
</style></head><body><main class="card" data-testid="sandbox-pay">
<h1>Sandbox Pay</h1>
<div class="muted">Pay to ${escapeHtml(p.merchant)}</div>
<div class="amount">${escapeHtml(p.currency)} ${escapeHtml(p.amount)}</div>
<div class="muted">Order ${escapeHtml(p.reference)}</div>
${
  pending
    ? `<form method="post" enctype="text/plain" action="${escapeHtml(p.action)}"><button type="submit" data-testid="sandbox-pay-confirm">Pay now</button></form>`
    : `<div class="done" data-testid="sandbox-pay-status">${escapeHtml(p.status === 'APPROVED' ? 'Paid. You can close this window.' : `This order is ${p.status.toLowerCase()}.`)}</div>`
}
</main></body></html>`;
}

const ZReferenceParams = z.object({ reference: z.string().min(1).max(64) });
const pagePath = (reference: string) => SANDBOX_PAY_PATH.replace(':reference', encodeURIComponent(reference));

/**
 * The built-in sandbox gateway's pages: the payment page and its "Pay now". They answer only while
 * the sandbox serves the order's brand (outside production, or a brand in test mode); otherwise
 * 404, as if the sandbox were not there. Paying notifies the platform at the brand's configured
 * address (deposits.paySandbox), whatever Host or X-Forwarded-Host the request carried.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<{ deposits: DepositService }> = async (app, o) => {
  app.get(SANDBOX_PAY_PATH, {
    schema: { hide: true, params: ZReferenceParams },
    handler: async (req, reply) => {
      const { deposit, brand } = await o.deposits.findSandboxOrder(req.params.reference);
      return reply.type('text/html; charset=utf-8').send(
        renderPayPage({
          merchant: brand.name,
          reference: deposit.reference,
          amount: fromMinor(deposit.amountMinor, brand.currencyDecimals).toFixed(brand.currencyDecimals),
          currency: deposit.currency,
          status: deposit.status,
          action: `${pagePath(deposit.reference)}/pay`,
        }),
      );
    },
  });

  app.post(`${SANDBOX_PAY_PATH}/pay`, {
    schema: { hide: true, params: ZReferenceParams },
    handler: async (req, reply) =>
      reply.redirect(pagePath(await o.deposits.paySandbox(req.params.reference)), 303),
  });
};
