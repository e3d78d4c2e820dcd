import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signBody, verifyBodySignature } from '../src/lib/signature.ts';

/** A payment created at the peer: what the platform sent, as the peer received it. */
export type TPeerPayment = {
  paymentId: string;
  merchantId: string;
  orderId: string;
  amount: number;
  currency: string;
  notifyUrl: string;
  returnUrl: string;
};

/** How the peer answers creations: normally, with a 500, or with a redirect elsewhere. */
export type TPeerMode = 'ok' | 'fail' | 'redirect';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

/**
 * A hosted payment gateway on a real local port, as gateways/hosted-page.ts meets one: it takes
 * signed `POST /payments` (refusing a bad signature or another merchant with 401), answers the
 * payment id and its page, and posts signed notifications to the notifyUrl it was given.
 * `requests` lists every request it received (path and whether the signature held).
 */
export async function startPaymentGatewayPeer(opts: { merchantId: string; secret: string }) {
  const payments = new Map<string, TPeerPayment>();
  const requests: { method: string; path: string; signed: boolean; body: string }[] = [];
  let mode: TPeerMode = 'ok';
  let serial = 0;

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const header = req.headers['x-signature'];
    const signed = verifyBodySignature(
      opts.secret,
      body,
      typeof header === 'string' ? header : undefined,
      new Date(),
    );
    requests.push({ method: req.method ?? '', path: req.url ?? '', signed, body });
    const answer = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(value));
    };
    if (req.method !== 'POST' || req.url !== '/v1/payments') return answer(404, { error: 'not found' });
    if (mode === 'fail') return answer(500, { error: 'down for maintenance' });
    if (mode === 'redirect') return answer(307, {}, { location: `${url}/elsewhere/payments` });
    const order = JSON.parse(body) as Omit<TPeerPayment, 'paymentId'>;
    if (!signed || order.merchantId !== opts.merchantId) return answer(401, { error: 'bad signature' });
    // A repeated order is the same payment, as the protocol asks of gateways.
    const existing = [...payments.values()].find((p) => p.orderId === order.orderId);
    const payment = existing ?? { ...order, paymentId: `PAY-${++serial}` };
    payments.set(payment.paymentId, payment);
    answer(201, { paymentId: payment.paymentId, payUrl: `${url}/pay/${payment.paymentId}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The payment the peer holds for an order. */
  const paymentOf = (orderId: string) => {
    const found = [...payments.values()].find((p) => p.orderId === orderId);
    if (!found) throw new Error(`the peer has no payment for ${orderId}`);
    return found;
  };

  /**
   * The member paid: the peer notifies the platform at the order's notifyUrl, signed with the
   * secret (or `signWith`), with the order's figures unless `overrides` changes them.
   */
  async function notify(
    orderId: string,
    overrides: Record<string, unknown> = {},
    signWith: { secret?: string; at?: Date } = {},
  ) {
    const p = paymentOf(orderId);
    const body = JSON.stringify({
      merchantId: p.merchantId,
      orderId: p.orderId,
      paymentId: p.paymentId,
      amount: p.amount,
      currency: p.currency,
      status: 'PAID',
      ...overrides,
    });
    const res = await fetch(p.notifyUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': signBody(signWith.secret ?? opts.secret, body, signWith.at ?? new Date()),
      },
      body,
    });
    return { status: res.status, body: (await res.json()) as { success: boolean; errorCode?: string } };
  }

  return {
    url,
    /** The API base URL to configure on the channel. */
    apiBaseUrl: `${url}/v1`,
    requests,
    paymentOf,
    notify,
    setMode: (m: TPeerMode) => {
      mode = m;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
