import http from 'node:http';
import type Provider from 'oidc-provider';
import { loginPage, passwordPage, pickLanguage } from './login-page.ts';
import type { DemoAccount } from './create-provider.ts';
import type { CredentialStore } from './credentials.ts';

/** The provider's password page (000 §2.8 'Change password' leads here); `?return_to=` the station. */
export const passwordPagePath = '/account/password';

export interface RunningIdentityProvider {
  url: string;
  close(): Promise<void>;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: http.ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/**
 * Serves the provider plus its two interaction routes: the sign-in page and its form post. Demo accounts sign in
 * with their username as password.
 */
export async function startIdentityProvider(options: {
  provider: Provider;
  host: string;
  port: number;
  findAccount: (username: string) => Promise<DemoAccount | undefined>;
  credentials: CredentialStore;
  /** The only address the password page links back to (no open redirect). */
  stationUrl: string;
}): Promise<RunningIdentityProvider> {
  const { provider } = options;
  const providerCallback = provider.callback();

  const handleInteraction = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    uid: string,
    action?: string,
  ) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return sendHtml(res, 400, 'Interaction mismatch');
    const language = pickLanguage(req.headers['accept-language']);
    const loginAction = `/interaction/${uid}/login`;
    if (req.method === 'GET' && !action) {
      return sendHtml(res, 200, loginPage({ language, action: loginAction, failed: false }));
    }
    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req);
      const username = form.get('username')?.trim() ?? '';
      const password = form.get('password') ?? '';
      const account = username ? await options.findAccount(username) : undefined;
      if (!account || !options.credentials.verify(account.username, password)) {
        return sendHtml(res, 401, loginPage({ language, action: loginAction, username, failed: true }));
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.username } },
        {
          mergeWithLastSubmission: false,
        },
      );
      return;
    }
    sendHtml(res, 405, 'Method not allowed');
  };

  const handlePasswordPage = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const language = pickLanguage(req.headers['accept-language']);
    const url = new URL(req.url ?? '/', 'http://idp');
    const asked = url.searchParams.get('return_to');
    const returnTo =
      asked && new URL(asked, options.stationUrl).origin === new URL(options.stationUrl).origin ? asked : undefined;
    const action = returnTo ? `${passwordPagePath}?return_to=${encodeURIComponent(returnTo)}` : passwordPagePath;
    if (req.method === 'GET') return sendHtml(res, 200, passwordPage({ language, action, returnTo }));
    if (req.method !== 'POST') return sendHtml(res, 405, 'Method not allowed');
    const form = await readForm(req);
    const username = form.get('username')?.trim() ?? '';
    const account = username ? await options.findAccount(username) : undefined;
    const outcome = account
      ? await options.credentials.change(
          account.username,
          form.get('current') ?? '',
          form.get('next') ?? '',
          form.get('confirmation') ?? '',
        )
      : 'wrongPassword';
    sendHtml(res, outcome === 'changed' ? 200 : 400, passwordPage({ language, action, returnTo, username, outcome }));
  };

  const server = http.createServer((req, res) => {
    if (req.url?.split('?')[0] === passwordPagePath) {
      return void handlePasswordPage(req, res).catch(() => {
        if (!res.headersSent) sendHtml(res, 400, 'Bad request');
      });
    }
    const match = /^\/interaction\/([\w-]+)(?:\/(login))?\/?$/.exec(req.url?.split('?')[0] ?? '');
    if (!match) return void providerCallback(req, res);
    handleInteraction(req, res, match[1]!, match[2]).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!res.headersSent) sendHtml(res, 400, `Sign-in failed: ${message}. Go back to the station and try again.`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host === 'localhost' ? '127.0.0.1' : options.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
