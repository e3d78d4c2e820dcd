import { ZBrandSetup, ZProviderSettingsInput, type TBrandSetup } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import {
  checkCs,
  checkDeviceLinks,
  checkDomains,
  checkProviders,
  checkResources,
  csBodyOf,
  csRowsOf,
  deviceLinkRowsOf,
  domainBodyOf,
  domainRowsOf,
  nextCsPosition,
  oidcRowFor,
  providersBodyOf,
  providersDraftOf,
  repeatedPositions,
  resourceBodyOf,
  resourceRowsOf,
  serverIssuesOf,
  speedOf,
  takenDomainOf,
  titleLanguages,
  unusedLinkTypes,
  unusedOidcProviders,
  withoutDomain,
  withPrimary,
  withRow,
} from './setup-drafts.ts';

const setup: TBrandSetup = ZBrandSetup.parse({
  customerService: [
    { id: 2, csPosition: 2, csType: 'LINE', title: { EN: 'LINE' }, url: 'line://ti/p/@demo', enabled: true },
    {
      id: 1,
      csPosition: -1,
      csType: 'LIVECHAT',
      title: { EN: 'VIP', CN: '贵宾' },
      url: 'https://chat.example.com',
      enabled: true,
    },
    {
      id: 3,
      csPosition: 1,
      csType: 'TELEGRAM',
      title: { EN: 'Telegram' },
      url: 'tg://resolve?domain=demo',
      enabled: false,
    },
  ],
  deviceLinks: [{ type: 'IOS', url: 'https://example.com/ios' }],
  domains: [
    { domain: 'alt.example.com', isPrimary: false, speedMs: 420 },
    { domain: 'www.example.com', isPrimary: true, speedMs: 120 },
  ],
  resources: [
    { resourceType: 'MOVIE', url: 'https://movie.example.com', qrCodeUrl: null, labelNameEn: 'Movies' },
  ],
  providers: {
    sms: { mode: 'http', url: 'https://sms.example.com/send', signature: '[Demo]', tokenSet: true },
    mail: { fromName: null, fromAddress: 'no-reply@example.com' },
    oidc: [
      {
        provider: 'google',
        issuer: 'https://accounts.google.com',
        clientId: 'cid',
        clientSecretSet: true,
        enabled: true,
      },
    ],
  },
});

describe('customer service drafts', () => {
  it('lists the VIP entry first, then by position, and round-trips to the stored entries', () => {
    const rows = csRowsOf(setup.customerService);
    expect(rows.map((r) => r.csPosition)).toEqual([-1, 1, 2]);
    const body = csBodyOf(rows);
    expect(body[0]).toEqual({
      csPosition: -1,
      csType: 'LIVECHAT',
      title: { EN: 'VIP', CN: '贵宾' },
      url: 'https://chat.example.com',
      enabled: true,
    });
    expect(body.every((e) => !('id' in e))).toBe(true);
    expect(checkCs(rows).ok).toBe(true);
  });

  it('drops blank translations and trims titles and links', () => {
    const [row] = csRowsOf(setup.customerService);
    const [body] = csBodyOf([
      { ...row!, title: { EN: ' VIP ', CN: '  ', TH: '' }, url: ' https://x.example ' },
    ]);
    expect(body!.title).toEqual({ EN: 'VIP' });
    expect(body!.url).toBe('https://x.example');
  });

  it('needs an English title and a usable link, reported at the field', () => {
    const rows = withRow(csRowsOf(setup.customerService), 1, {
      title: { EN: ' ', CN: '电报' },
      url: 'ftp://x',
    });
    const checked = checkCs(rows);
    expect(checked.ok).toBe(false);
    expect(checked.issues['1.title']).toMatch(/English/);
    expect(checked.issues['1.url']).toMatch(/http\(s\) or messenger/);
  });

  it('offers EN first, then the brand languages, then stored extras', () => {
    expect(titleLanguages(['CN', 'EN', 'PT-BR', 'TH'], { JA: 'x' })).toEqual([
      'EN',
      'CN',
      'PT-BR',
      'TH',
      'JA',
    ]);
  });

  it('numbers a new entry after the last one and spots repeated positions', () => {
    const rows = csRowsOf(setup.customerService);
    expect(nextCsPosition(rows)).toBe(3);
    expect(nextCsPosition([])).toBe(1);
    expect(repeatedPositions(rows)).toEqual([]);
    expect(repeatedPositions(withRow(rows, 2, { csPosition: 1 }))).toEqual([1]);
  });
});

describe('device links', () => {
  it('offers only the types not yet used', () => {
    expect(unusedLinkTypes(deviceLinkRowsOf(setup.deviceLinks))).toEqual([
      'MOBILECONFIG',
      'Android',
      'LINE',
      'QQ',
    ]);
  });

  it('marks a repeated type and checks links with the contract', () => {
    const rows = deviceLinkRowsOf([...setup.deviceLinks, { type: 'IOS', url: 'nope' }]);
    const checked = checkDeviceLinks(rows, 'repeated');
    expect(checked.issues['1.type']).toBe('repeated');
    expect(checked.issues['1.url']).toBeDefined();
    expect(checkDeviceLinks(deviceLinkRowsOf(setup.deviceLinks), 'repeated').ok).toBe(true);
  });
});

describe('domains', () => {
  it('puts the primary first and sends host names as the server stores them', () => {
    const rows = domainRowsOf(setup.domains);
    expect(rows.map((r) => r.domain)).toEqual(['www.example.com', 'alt.example.com']);
    expect(domainBodyOf(withRow(rows, 1, { domain: ' ALT.Example.com ' }))[1]).toEqual({
      domain: 'alt.example.com',
      isPrimary: false,
    });
  });

  it('keeps exactly one primary when it moves or its domain is removed', () => {
    const rows = domainRowsOf(setup.domains);
    expect(withPrimary(rows, 1).map((r) => r.isPrimary)).toEqual([false, true]);
    const left = withoutDomain(rows, 0);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ domain: 'alt.example.com', isPrimary: true });
    expect(withoutDomain(rows, 1)[0]!.isPrimary).toBe(true);
  });

  it('refuses repeats (case-insensitive), bad host names and a list without a primary', () => {
    const rows = domainRowsOf(setup.domains);
    const repeated = checkDomains(withRow(rows, 1, { domain: 'WWW.example.com' }), 'repeated');
    expect(repeated.ok).toBe(false);
    expect(repeated.issues['1.domain']).toBe('repeated');
    expect(repeated.issues['']).toMatch(/repeat/);
    expect(checkDomains(withRow(rows, 1, { domain: 'https://x.com/' }), 'r').issues['1.domain']).toBe(
      'Not a host name',
    );
    expect(checkDomains(withRow(rows, 0, { isPrimary: false }), 'r').issues['']).toMatch(
      /one domain is primary/,
    );
    expect(checkDomains([], 'r').ok).toBe(false);
    expect(checkDomains(rows, 'r').ok).toBe(true);
  });

  it('shows the stored speed of a domain and none for a new one', () => {
    expect(speedOf(setup.domains, ' WWW.example.com')).toBe(120);
    expect(speedOf(setup.domains, 'new.example.com')).toBeNull();
  });

  it('reads the host a DOMAIN_TAKEN answer names', () => {
    expect(takenDomainOf(new ApiError('DOMAIN_TAKEN', 'taken', 409, { domains: ['x.com', 'y.com'] }))).toBe(
      'x.com',
    );
    expect(takenDomainOf(new ApiError('DOMAIN_TAKEN', 'taken', 409))).toBeNull();
    expect(takenDomainOf(new ApiError('SYSTEM_ERROR', 'x', 500, { domains: ['x.com'] }))).toBeNull();
  });
});

describe('resources', () => {
  it('edits a missing QR code as blank and sends it back as null', () => {
    const rows = resourceRowsOf(setup.resources);
    expect(rows[0]!.qrCodeUrl).toBe('');
    expect(resourceBodyOf(rows)).toEqual(setup.resources);
    expect(checkResources(rows).ok).toBe(true);
    const bad = checkResources(withRow(rows, 0, { url: 'line://x', labelNameEn: ' ', qrCodeUrl: 'x' }));
    expect(Object.keys(bad.issues).sort()).toEqual(['0.labelNameEn', '0.qrCodeUrl', '0.url']);
  });
});

describe('providers', () => {
  const draft = providersDraftOf(setup.providers);

  it('keeps stored secrets by leaving blank ones out of the body', () => {
    const body = providersBodyOf(draft);
    expect(body.sms).toEqual({ mode: 'http', url: 'https://sms.example.com/send', signature: '[Demo]' });
    expect(body.mail).toEqual({ fromName: null, fromAddress: 'no-reply@example.com' });
    expect(body.oidc[0]).not.toHaveProperty('clientSecret');
    expect(ZProviderSettingsInput.safeParse(body).success).toBe(true);
    expect(checkProviders(draft, 'secret').ok).toBe(true);
  });

  it('sends a new token or secret when one is typed', () => {
    const body = providersBodyOf({
      ...draft,
      sms: { ...draft.sms, token: 'new-token-123' },
      oidc: [{ ...draft.oidc[0]!, clientSecret: 's3cret' }],
    });
    expect(body.sms.token).toBe('new-token-123');
    expect(body.oidc[0]!.clientSecret).toBe('s3cret');
  });

  it('needs a gateway URL for HTTP mode and a secret for a new provider', () => {
    const noUrl = checkProviders({ ...draft, sms: { ...draft.sms, url: ' ' } }, 'secret');
    expect(noUrl.issues['sms.url']).toMatch(/HTTP gateway/);
    const added = { ...draft, oidc: [...draft.oidc, oidcRowFor('line', setup.providers)] };
    expect(added.oidc[1]).toMatchObject({ issuer: 'https://access.line.me', clientSecretSet: false });
    const checked = checkProviders(added, 'secret');
    expect(checked.issues['oidc.1.clientSecret']).toBe('secret');
    expect(checked.issues['oidc.1.clientId']).toBeDefined();
  });

  it('restores a provider removed and added back in the same draft', () => {
    expect(unusedOidcProviders(draft.oidc)).toEqual(['facebook', 'line']);
    expect(oidcRowFor('google', setup.providers)).toMatchObject({ clientId: 'cid', clientSecretSet: true });
  });

  it('a platform SMS provider needs no URL', () => {
    const platform = { ...draft, sms: { ...draft.sms, mode: 'platform' as const, url: '' } };
    expect(checkProviders(platform, 'secret').ok).toBe(true);
  });
});

describe('serverIssuesOf', () => {
  it('maps VALIDATION_FAILED fields to the paths of the list', () => {
    const e = new ApiError('VALIDATION_FAILED', 'bad', 400, [
      { field: 'body.0.url', message: 'Invalid URL' },
      { field: 'body', message: 'Too big' },
    ]);
    expect(serverIssuesOf(e)).toEqual({ '0.url': 'Invalid URL', '': 'Too big' });
    expect(serverIssuesOf(new ApiError('SYSTEM_ERROR', 'x', 500))).toEqual({});
    expect(serverIssuesOf(new Error('x'))).toEqual({});
  });
});
