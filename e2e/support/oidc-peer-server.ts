// A local OpenID provider for the social sign-in journey (oidc-provider with its development login
// pages: any name signs in). Issuer http://127.0.0.1:<OIDC_PORT>.
import { startOidcPeer } from '../../apps/server/test/oidc-peer.ts';

const port = Number(process.env.OIDC_PORT ?? 3213);
const redirect = process.env.OIDC_REDIRECT_URI ?? 'http://localhost:3210/wps/session/social/google/callback';
await startOidcPeer({ clientId: 'e2e-web', clientSecret: 'e2e-secret', redirectUris: [redirect], port });
