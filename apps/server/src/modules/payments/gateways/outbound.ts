/** The guard of server-to-server calls lives in lib/ (SMS gateways and OIDC use it too). */
export { isPublicAddress, OutboundRefused, postJson, type TOutboundAnswer } from '../../../lib/outbound.ts';
