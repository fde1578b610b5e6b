export const productTitle = 'Station';

/**
 * The window title of 000 §1: the host is split on '-'; the first segment is the client unless it is the product's own
 * name; the second, upper-cased, is the environment in brackets; then ' | {product title} - {page title}'.
 */
export function windowTitle(hostname: string, pageTitle?: string): string {
  const label = hostname.split('.')[0] ?? '';
  const segments = label.split('-');
  const client = segments[0] && segments[0].toLowerCase() !== productTitle.toLowerCase() ? segments[0] : '';
  const environment = segments[1] ? `[${segments[1].toUpperCase()}]` : '';
  const prefix = [client, environment].filter(Boolean).join(' ');
  const title = pageTitle ? `${productTitle} - ${pageTitle}` : productTitle;
  return prefix ? `${prefix} | ${title}` : title;
}
