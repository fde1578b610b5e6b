import type { IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { cspDirectives, injectCspMeta, localDeviceManagerSources, serialiseCsp, stationCsp } from './csp.ts';

const options = { apiUrls: ['http://localhost:4000'], identityProviderUrl: 'http://localhost:4001' };

describe('cspDirectives()', () => {
  it('should allow scripts and styles from the station only, with nothing inline and no eval', () => {
    const directives = cspDirectives(options);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(directives['style-src-attr']).toBeUndefined();
    expect(Object.values(directives).flat()).not.toContain("'unsafe-inline'");
    expect(Object.values(directives).flat()).not.toContain("'unsafe-eval'");
  });

  it('should allow scripts from the station only: nothing inline, no eval', () => {
    const directives = cspDirectives(options);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(Object.values(directives).flat()).not.toContain("'unsafe-inline'");
  });

  it('should let the station call its API, the identity provider and local device managers', () => {
    expect(cspDirectives(options)['connect-src']).toEqual([
      "'self'",
      'http://localhost:4000',
      'http://localhost:4001',
      ...localDeviceManagerSources,
    ]);
    expect(localDeviceManagerSources).toEqual([
      'http://localhost:*',
      'ws://localhost:*',
      'http://127.0.0.1:*',
      'ws://127.0.0.1:*',
    ]);
  });

  it('should show images from the station, data: URLs and the API', () => {
    expect(cspDirectives(options)['img-src']).toEqual(["'self'", 'data:', 'http://localhost:4000']);
  });

  it('[000-9-44] should play the sound cues from the station only', () => {
    expect(cspDirectives(options)['media-src']).toEqual(["'self'"]);
  });

  it('should shut out plugins and base changes and send forms only to the station and the provider', () => {
    const directives = cspDirectives(options);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['form-action']).toEqual(["'self'", 'http://localhost:4001']);
    expect(directives['frame-src']).toEqual(["'self'", 'http://localhost:4001']);
  });

  it('should not try frame-ancestors, which a meta tag cannot set', () => {
    expect(cspDirectives(options)['frame-ancestors']).toBeUndefined();
  });

  it('should reduce URLs to origins and list each once', () => {
    const directives = cspDirectives({
      apiUrls: ['https://api.example.com/v1/', 'https://api.example.com', 'https://backup.example.com:8443/x'],
      identityProviderUrl: 'https://id.example.com/realms/station',
    });
    expect(directives['img-src']).toEqual([
      "'self'",
      'data:',
      'https://api.example.com',
      'https://backup.example.com:8443',
    ]);
    expect(directives['form-action']).toEqual(["'self'", 'https://id.example.com']);
  });

  it.each([
    ['a relative API URL', { ...options, apiUrls: ['/api'] }, /API URL '\/api'/],
    ['a non-http provider', { ...options, identityProviderUrl: 'javascript:alert(1)' }, /not http\(s\)/],
  ])('should refuse %s', (_, bad, message) => {
    expect(() => cspDirectives(bad)).toThrow(message);
  });
});

describe('serialiseCsp()', () => {
  it('should write directives in order, separated by semicolons', () => {
    expect(serialiseCsp({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] })).toBe(
      "default-src 'self'; img-src 'self' data:",
    );
  });

  it('should write the whole station policy', () => {
    expect(serialiseCsp(cspDirectives(options))).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data: http://localhost:4000",
        "connect-src 'self' http://localhost:4000 http://localhost:4001 http://localhost:* ws://localhost:* http://127.0.0.1:* ws://127.0.0.1:*",
        "media-src 'self'",
        "frame-src 'self' http://localhost:4001",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self' http://localhost:4001",
      ].join('; '),
    );
  });

  it.each([
    ['a semicolon', 'https://a.example; script-src *'],
    ['a space', 'https://a.example https://b.example'],
    ['a quote', 'https://a.example"'],
    ['nothing', ''],
  ])('should refuse a source with %s', (_, source) => {
    expect(() => serialiseCsp({ 'connect-src': [source] })).toThrow(/bad source/);
  });

  it('should refuse a bad directive name', () => {
    expect(() => serialiseCsp({ 'script-src;': ["'self'"] })).toThrow(/bad directive name/);
  });
});

describe('injectCspMeta()', () => {
  it('should put the tag right after <meta charset>', () => {
    const html = '<html><head>\n    <meta charset="UTF-8" />\n    <title>Station</title></head></html>';
    expect(injectCspMeta(html, "default-src 'self'")).toBe(
      '<html><head>\n    <meta charset="UTF-8" />\n' +
        `    <meta http-equiv="Content-Security-Policy" content="default-src 'self'" />\n` +
        '    <title>Station</title></head></html>',
    );
  });

  it('should put the tag first in <head> when there is no charset', () => {
    expect(injectCspMeta('<head lang="en"><script src="/a.js"></script></head>', "default-src 'self'")).toBe(
      `<head lang="en">\n    <meta http-equiv="Content-Security-Policy" content="default-src 'self'" /><script src="/a.js"></script></head>`,
    );
  });

  it('should refuse a page without <head>', () => {
    expect(() => injectCspMeta('<body></body>', "default-src 'self'")).toThrow(/no <head>/);
  });
});

describe('stationCsp()', () => {
  function transform(plugin: ReturnType<typeof stationCsp>, filename: string) {
    (plugin.configResolved as (config: Pick<ResolvedConfig, 'root'>) => void)({ root: '/app' });
    const hook = plugin.transformIndexHtml as {
      handler: (html: string, context: Pick<IndexHtmlTransformContext, 'filename' | 'path'>) => string;
    };
    return hook.handler('<head><meta charset="UTF-8" /></head>', { filename, path: '/index.html' });
  }

  it('should run for vite build only, after the other HTML transforms', () => {
    const plugin = stationCsp(options);
    expect(plugin.apply).toBe('build');
    expect(plugin.transformIndexHtml).toMatchObject({ order: 'post' });
  });

  it("should write the policy into the station's index.html", () => {
    expect(transform(stationCsp(options), '/app/index.html')).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${serialiseCsp(cspDirectives(options))}" />`,
    );
  });

  it('should leave other pages alone (Storybook iframe.html)', () => {
    const html = transform(stationCsp(options), '/app/node_modules/@storybook/builder-vite/input/iframe.html');
    expect(html).toBe('<head><meta charset="UTF-8" /></head>');
  });

  it('should fail at configuration time on a bad URL, before anything is built', () => {
    expect(() => stationCsp({ ...options, apiUrls: ['not a url'] })).toThrow(/not an absolute URL/);
  });
});
