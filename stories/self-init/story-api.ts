import type { ApiClient } from '../../src/api/http-client.ts';
import { ApiError } from '../../src/core/api-error.ts';

const places = [
  { id: 'p-lom', code: 'WH-LOM', description: 'Central Warehouse Lombardia' },
  { id: 'p-mil', code: 'ST-MIL', description: 'Store Milano Montenapoleone' },
  { id: 'p-rom', code: 'ST-ROM', description: 'Store Roma Via Condotti' },
  { id: 'p-par', code: 'ST-PAR', description: 'Store Paris Saint-Honoré' },
];

/** A stand-in ApiClient answering like the sandbox: places by substring, two user attributes, saves recorded. */
export function storyApi(options: { failSave?: boolean; onSave?: (body: unknown) => void } = {}): ApiClient {
  const get = async (path: string, init?: { query?: Record<string, unknown> }): Promise<unknown> => {
    if (path.endsWith('attributeDefinitions')) return { content: [{ code: 'department' }, { code: 'badgeNumber' }] };
    const search = String(init?.query?.search ?? '').toLowerCase();
    return { content: places.filter((p) => `${p.code} ${p.description}`.toLowerCase().includes(search)) };
  };
  const put = async (_path: string, init?: { body?: unknown }): Promise<unknown> => {
    options.onSave?.(init?.body);
    if (options.failSave) throw new ApiError('server', 400, { text: 'Error' }, { text: 'Unknown place ids' });
    return {};
  };
  const refuse = async (): Promise<never> => {
    throw new ApiError('server', 404, { text: 'Error' }, { text: 'Not served in this story' });
  };
  return {
    baseUrl: () => '',
    accessToken: () => undefined,
    authorizedUrl: (path: string) => `/${path}`,
    get: get as ApiClient['get'],
    put: put as ApiClient['put'],
    post: refuse,
    delete: refuse,
    getBinary: refuse,
    postBinary: refuse,
  };
}
