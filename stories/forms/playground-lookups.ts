import { createFormLookups, type FormLookups } from '../../src/api/form-lookups.ts';
import { createApiClient } from '../../src/api/http-client.ts';
import { fixtureLookups } from './fixture-lookups.ts';

/**
 * Lookups for the playground: the running sandbox (its API URL and a token copied from a signed-in station's
 * localStorage 'station::authToken'), with the fixtures answering whenever the sandbox gives nothing.
 */
export function playgroundLookups(sandbox: { url: string; token: string } | undefined): FormLookups {
  const fixtures = fixtureLookups();
  if (!sandbox || sandbox.url.trim() === '') return fixtures;
  const server = createFormLookups(
    createApiClient({ baseUrl: () => sandbox.url, accessToken: () => sandbox.token || undefined }),
  );
  return {
    async search(request, signal) {
      const found = await server.search(request, signal);
      return found.length > 0 ? found : fixtures.search(request, signal);
    },
  };
}
