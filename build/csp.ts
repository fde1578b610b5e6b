import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The station's Content-Security-Policy, set by a <meta http-equiv> tag that `vite build` writes into index.html,
 * so the policy ships with the files whatever server hosts them.
 *
 * What a meta tag cannot do (CSP3 §4.2.5): `frame-ancestors`, `report-uri`/`report-to` and `sandbox` are ignored
 * there. Clickjacking protection (`frame-ancestors 'none'` or X-Frame-Options) must be a response header set by the
 * server that hosts the station.
 */
export interface CspOptions {
  /** The API the station calls and whose product images it shows; the first is the build's default endpoint. */
  apiUrls: readonly string[];
  /** The OpenID Connect authority (VITE_STATION_OIDC_AUTHORITY). */
  identityProviderUrl: string;
}

/** Directive name → sources, in the order they are written. */
export type CspDirectives = Readonly<Record<string, readonly string[]>>;

/**
 * Device managers listen on the workstation itself, on any port, over HTTP and WebSocket. Both host names are
 * listed: CSP compares host names as text, so 'localhost' does not match '127.0.0.1'.
 */
export const localDeviceManagerSources = [
  'http://localhost:*',
  'ws://localhost:*',
  'http://127.0.0.1:*',
  'ws://127.0.0.1:*',
] as const;

/** 'https://id.example.com/realms/x' → 'https://id.example.com': a path in a source would also limit the paths. */
function originOf(url: string, what: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Content-Security-Policy: the ${what} '${url}' is not an absolute URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`Content-Security-Policy: the ${what} '${url}' is not http(s)`);
  }
  return parsed.origin;
}

const unique = (sources: readonly string[]) => [...new Set(sources)];

export function cspDirectives({ apiUrls, identityProviderUrl }: CspOptions): CspDirectives {
  const apis = unique(apiUrls.map((url) => originOf(url, 'API URL')));
  const identityProvider = originOf(identityProviderUrl, 'identity provider URL');
  return {
    'default-src': ["'self'"],
    // Vite emits every script as a file (its module-preload helper included), so no inline script. No eval either:
    // JSON Schemas (descriptors, widget props, forms) are interpreted by @cfworker/json-schema, not compiled.
    'script-src': ["'self'"],
    // Tailwind is emitted as a CSS file, so no inline <style> is needed. React applies `style={...}` props through
    // the CSSOM (element.style[name] = value / style.setProperty), which CSP does not govern; only style attributes
    // in parsed markup or set with setAttribute('style') are, and neither the station nor its UI libraries
    // (Headless UI, floating-ui, react-virtual, RJSF) do that. So neither style-src nor style-src-attr needs
    // 'unsafe-inline'.
    'style-src': ["'self'"],
    // Product images come from the API; data: covers small inlined assets and generated placeholders.
    'img-src': unique(["'self'", 'data:', ...apis]),
    'connect-src': unique(["'self'", ...apis, identityProvider, ...localDeviceManagerSources]),
    // The sound cues (public/sounds) are served with the station.
    'media-src': ["'self'"],
    // oidc-client-ts falls back to a hidden iframe on the provider for silent renewal when it has no refresh token.
    'frame-src': unique(["'self'", identityProvider]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Sign-in and sign-out end at the provider (000 §4.1).
    'form-action': unique(["'self'", identityProvider]),
  };
}

/** Writes directives as a policy string; refuses a source that would end its directive or split the policy. */
export function serialiseCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => {
      if (!/^[a-z-]+$/.test(name)) throw new Error(`Content-Security-Policy: bad directive name '${name}'`);
      const bad = sources.find((source) => source === '' || /[\s;,"<>]/.test(source));
      if (bad !== undefined) throw new Error(`Content-Security-Policy: bad source '${bad}' in ${name}`);
      return [name, ...sources].join(' ');
    })
    .join('; ');
}

/**
 * Puts the meta tag right after <meta charset> (which must stay in the first 1024 bytes), else first in <head>: a
 * policy from a meta tag only covers what comes after it.
 */
export function injectCspMeta(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}" />`;
  const charset = /<meta\s+charset\s*=[^>]*>/i.exec(html);
  if (charset) {
    const end = charset.index + charset[0].length;
    return `${html.slice(0, end)}\n    ${tag}${html.slice(end)}`;
  }
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error('Content-Security-Policy: index.html has no <head>');
  const end = head.index + head[0].length;
  return `${html.slice(0, end)}\n    ${tag}${html.slice(end)}`;
}

/**
 * A Vite plugin that writes the policy into the station's own index.html on `vite build` only: the dev server needs
 * inline scripts (React refresh) and eval-free HMR is not guaranteed. Other HTML pages built with this config
 * (Storybook's iframe.html, which relies on inline scripts) are left alone.
 */
export function stationCsp(options: CspOptions): Plugin {
  const policy = serialiseCsp(cspDirectives(options));
  let indexHtml = '';
  return {
    name: 'station-csp',
    apply: 'build',
    configResolved(config) {
      indexHtml = path.resolve(config.root, 'index.html');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return path.resolve(context.filename) === indexHtml ? injectCspMeta(html, policy) : html;
      },
    },
  };
}
