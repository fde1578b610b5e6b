import Provider, { type AdapterFactory, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import { logoutPage, pickLanguage, signedOutPage } from './login-page.ts';

export interface DemoAccount {
  id: string;
  username: string;
  name: string;
  surname: string;
  email: string;
}

export interface ProviderOptions {
  issuer: string;
  clientId: string;
  stationUrl: string;
  /** Other addresses the station is served from (a production build beside the dev server). */
  extraStationUrls?: readonly string[];
  apiAudience: string;
  signingKeys: JWK[];
  /** Keys of the provider's signed cookies; every process serving one sandbox needs the same. */
  cookieKeys: string[];
  /** Where sessions, grants, codes and tokens are kept (createDatabaseAdapter). */
  adapter: AdapterFactory;
  findAccount: (username: string) => Promise<DemoAccount | undefined>;
  accessTokenTtlSeconds?: number;
}

const apiScope = 'api';

/**
 * An OpenID Connect provider with the station as a public client (authorization code + PKCE), JWT access tokens for
 * the sandbox API (resource indicators), refresh tokens and RP-initiated logout. The station is first-party, so a
 * grant is created on the fly instead of asking for consent.
 */
export function createProvider(options: ProviderOptions): Provider {
  const stations = [options.stationUrl, ...(options.extraStationUrls ?? [])].map((url) => new URL(url));
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_name: 'Station',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: stations.map((station) => new URL('/auth/callback', station).href),
        post_logout_redirect_uris: stations.flatMap((station) => [new URL('/login', station).href, station.href]),
      },
    ],
    jwks: { keys: options.signingKeys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: options.cookieKeys },
    adapter: options.adapter,
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email'],
    },
    scopes: ['openid', 'profile', 'email', 'offline_access', apiScope],
    pkce: { required: () => true },
    ttl: {
      AccessToken: options.accessTokenTtlSeconds ?? 600,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: 8 * 3600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
      Interaction: 3600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin) => stations.some((station) => station.origin === origin),
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: (ctx) => loadOrCreateFirstPartyGrant(ctx, options.apiAudience),
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = logoutPage(pickLanguage(ctx.get('accept-language')), form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = signedOutPage(pickLanguage(ctx.get('accept-language')));
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => options.apiAudience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: apiScope,
          audience: options.apiAudience,
          accessTokenFormat: 'jwt',
          accessTokenTTL: options.accessTokenTtlSeconds ?? 600,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    findAccount: async (_ctx, sub) => {
      const account = await options.findAccount(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          name: `${account.name} ${account.surname}`.trim(),
          given_name: account.name,
          family_name: account.surname,
          preferred_username: account.username,
          email: account.email,
        }),
      };
    },
  };
  const provider = new Provider(options.issuer, configuration);
  return provider;
}

async function loadOrCreateFirstPartyGrant(ctx: KoaContextWithOIDC, audience: string) {
  const { client, session, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const existingId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (existingId) {
    const existing = await provider.Grant.find(existingId);
    if (existing) return existing;
  }
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope('openid profile email offline_access');
  grant.addOIDCClaims(['sub', 'name', 'given_name', 'family_name', 'preferred_username', 'email']);
  grant.addResourceScope(audience, apiScope);
  await grant.save();
  return grant;
}
