import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * The hooks every test file with a DOM needs, registered by its setup file for each file. Test files share a module
 * graph per worker (vite.config.ts, isolate: false), so Testing Library's own hooks, registered as it is first
 * imported, serve only the first file of a worker: its afterAll even turns React's act environment off for the rest.
 */
export function installDomTestHooks(): void {
  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(cleanup);
}
