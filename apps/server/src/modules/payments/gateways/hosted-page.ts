import { z } from 'zod';
import { signBody, verifyBodySignature } from '../../../lib/signature.ts';
import { OutboundRefused, postJson, type TOutboundAnswer } from '../../../lib/outbound.ts';

/**
 * A generic "hosted payment page" gateway, configured per deposit channel (merchant id, API base
 * URL, signing secret). The protocol is the common one of card and e-wallet gateways:
 *
 * 1. Create: `POST <apiBaseUrl>/payments` with JSON `{ merchantId, orderId, amount, currency,
 *    notifyUrl, returnUrl }` (amount in minor units; orderId is our deposit reference), signed
 *    `X-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "t.body")>`. The gateway answers 200 or 201
 *    with `{ paymentId, payUrl }`; a repeated orderId must answer the same payment.
 * 2. The member is sent to `payUrl`, the gateway's own page, and pays there.
 * 3. Notify: the gateway POSTs ZHostedNotification to `notifyUrl`, signed the same way; we check
 *    the signature, the merchant id, the order, its amount and currency, and credit once.
 *
 * The same secret signs both directions, as the gateway hands one key to each merchant.
 */

/** A hosted channel's settings as stored (the secret is read only here and by the notification check). */
export type THostedConfig = { merchantId: string; apiBaseUrl: string; secret: string };

export const HOSTED_SIGNATURE_HEADER = 'x-signature';

export type THostedOrder = {
  orderId: string;
  amountMinor: bigint;
  currency: string;
  notifyUrl: string;
  returnUrl: string;
};

/** Why a payment could not be created; the caller answers PAYMENT_GATEWAY_UNAVAILABLE. */
export class GatewayFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayFailure';
  }
}

const ZCreated = z.object({
  paymentId: z.string().min(1).max(64),
  payUrl: z.url({ protocol: /^https?$/ }).max(2048),
});

export type HostedGatewayDeps = {
  /** Production: the gateway must be https on a public address, and so must its pay page. */
  publicOnly: boolean;
  now?: () => Date;
  /** The outbound call; the guarded HTTP POST unless a test routes it elsewhere. */
  post?: typeof postJson;
};

/** The hosted-page adapter: creates payments at the gateway and checks its notifications. */
export function createHostedGateway(d: HostedGatewayDeps) {
  const now = d.now ?? (() => new Date());
  const post = d.post ?? postJson;

  /** Creates the order's payment at the gateway; answers its id and the page the member pays on. */
  async function createPayment(config: THostedConfig, order: THostedOrder) {
    if (order.amountMinor > BigInt(Number.MAX_SAFE_INTEGER))
      throw new GatewayFailure('the amount is too large for the gateway');
    const body = JSON.stringify({
      merchantId: config.merchantId,
      orderId: order.orderId,
      amount: Number(order.amountMinor),
      currency: order.currency,
      notifyUrl: order.notifyUrl,
      returnUrl: order.returnUrl,
    });
    let answer: TOutboundAnswer;
    try {
      answer = await post(
        `${config.apiBaseUrl.replace(/\/+$/, '')}/payments`,
        body,
        { [HOSTED_SIGNATURE_HEADER]: signBody(config.secret, body, now()) },
        { publicOnly: d.publicOnly },
      );
    } catch (e) {
      throw new GatewayFailure(
        e instanceof OutboundRefused ? `refused: ${e.message}` : `no answer: ${(e as Error).message}`,
      );
    }
    if (answer.status !== 200 && answer.status !== 201)
      throw new GatewayFailure(`the gateway answered ${answer.status}`);
    let parsed: z.infer<typeof ZCreated>;
    try {
      parsed = ZCreated.parse(JSON.parse(answer.body));
    } catch {
      throw new GatewayFailure('the gateway’s answer is not a payment');
    }
    if (d.publicOnly && !parsed.payUrl.startsWith('https://'))
      throw new GatewayFailure('the gateway’s payment page is not https');
    return parsed;
  }

  /** Whether a notification's exact bytes carry the channel's signature, made within five minutes. */
  function verifyNotification(
    config: Pick<THostedConfig, 'secret'>,
    raw: string,
    header: string | undefined,
  ) {
    return verifyBodySignature(config.secret, raw, header, now());
  }

  return { createPayment, verifyNotification };
}
export type HostedGateway = ReturnType<typeof createHostedGateway>;
