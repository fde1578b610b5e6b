/**
 * The control-panel link of the side panel (000 §2.6): the current origin with 'station' replaced by 'controlpanel',
 * hidden on a local development host. A local development host is localhost, 127.0.0.1, [::1] or a name under .local.
 */
export function isLocalDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '::1' || host.endsWith('.local');
}

/**
 * The control-panel address for the station at `origin`, or undefined when the link is hidden: on a local
 * development host, and when the origin has no 'station' to replace (the link would open the station itself).
 */
export function controlPanelUrl(origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return undefined;
  }
  if (isLocalDevelopmentHost(url.hostname) || !url.origin.includes('station')) return undefined;
  return url.origin.replace('station', 'controlpanel');
}

/**
 * 001 §2.14: an operation's log in the control panel, the control-panel host + '/operationlogs/{type}/{operationId}';
 * undefined where the control-panel link is hidden (as the side panel's, 000 §2.6).
 */
export function controlPanelOperationLogUrl(origin: string, type: string, operationId: string): string | undefined {
  const host = controlPanelUrl(origin);
  if (!host || !type || !operationId) return undefined;
  return `${host}/operationlogs/${encodeURIComponent(type)}/${encodeURIComponent(operationId)}`;
}
