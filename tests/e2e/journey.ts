import { expect, test as base, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * The journeys' `test`: Playwright's, with every page of the journey watched for console errors and uncaught
 * exceptions. A journey that saw one fails, whatever else it asserted.
 *
 * Not counted: Chromium's own line for a request that failed (a 4xx/5xx answer, a refused connection, a socket the
 * emulator dropped). Journeys cause those on purpose with the sandbox's faults; what the station does about them is
 * what they assert.
 */
const browserNetworkReport =
  /^Failed to load resource: |^WebSocket connection to '.*' failed|net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE|ABORTED|NETWORK_CHANGED)/;

function describeMessage(page: Page, message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `${page.url()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error' && !browserNetworkReport.test(message.text()))
            errors.push(describeMessage(page, message));
        });
        page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.name}: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'console errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
