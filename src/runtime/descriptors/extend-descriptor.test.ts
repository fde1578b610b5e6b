import { describe, expect, it } from 'vitest';
import { widgetRegistry } from '../../widgets/registry.ts';
import { formatProblem } from './descriptor-problem.ts';
import { extendDescriptor, type FragmentLoader } from './extend-descriptor.ts';
import { catalogueEntries, fragmentLoader, loadCatalogueScreen } from './screen-catalogue.ts';

const file = 'schemas/screens/test/screen.json';
const async = { '==': [{ var: 'options.executionModeForSyncConfirmation' }, 'async'] };

const fragments =
  (files: Record<string, unknown>): FragmentLoader =>
  async (name) =>
    files[name];

const base = {
  fragment: 'base',
  title: { var: 'operation.description' },
  rules: { async, listed: true },
  regions: { main: [{ widget: 'reading-list' }], actions: [{ widget: 'button', props: { label: 'a' } }] },
};

describe('extendDescriptor()', () => {
  it('should lay the descriptor over its fragment: own keys win, rules merged, regions merged region by region', async () => {
    const { json, problems } = await extendDescriptor(
      {
        screen: 'test/screen',
        extends: 'base',
        back: { type: 'back' },
        rules: { listed: false },
        regions: { actions: [{ widget: 'button', props: { label: 'b' } }] },
      },
      file,
      fragments({ base }),
    );
    expect(problems).toEqual([]);
    expect(json).toEqual({
      screen: 'test/screen',
      title: { var: 'operation.description' },
      back: { type: 'back' },
      rules: { async, listed: false },
      regions: { main: [{ widget: 'reading-list' }], actions: [{ widget: 'button', props: { label: 'b' } }] },
    });
  });

  it('should follow a fragment that extends another', async () => {
    const middle = {
      fragment: 'middle',
      extends: 'base',
      regions: { header: [{ widget: 'text', props: { text: 'x' } }] },
    };
    const { json } = await extendDescriptor(
      { screen: 'test/screen', extends: 'middle' },
      file,
      fragments({ base, middle }),
    );
    expect(Object.keys((json as { regions: object }).regions).sort()).toEqual(['actions', 'header', 'main']);
  });

  it.each([
    [{ extends: 'nowhere' }, {}, "unknown fragment 'nowhere' (schemas/fragments/nowhere.json)"],
    [{ extends: 'base' }, { base: { ...base, fragment: 'other' } }, "names itself 'other', not 'base'"],
    [{ extends: 'loop' }, { loop: { fragment: 'loop', extends: 'loop' } }, 'too deep: loop → loop'],
  ])('should name what is wrong with %j', async (descriptor, files, message) => {
    const { problems } = await extendDescriptor({ screen: 'test/screen', ...descriptor }, file, fragments(files));
    expect(problems.map(formatProblem).join()).toContain(message);
  });

  it('should leave a descriptor without extends as it is', async () => {
    const descriptor = { screen: 'test/screen', regions: {} };
    expect((await extendDescriptor(descriptor, file, fragments({}))).json).toBe(descriptor);
  });
});

describe('a catalogue screen that extends a fragment', () => {
  const lookup = (name: string) => widgetRegistry[name as keyof typeof widgetRegistry];

  it('should load with the fragment of schemas/fragments, its named rules included', async () => {
    const entry = catalogueEntries({
      '../../../schemas/screens/test/screen.json': async () => ({ screen: 'test/screen', extends: 'item-reading' }),
    })[0]!;
    const screen = await loadCatalogueScreen(entry, lookup, fragmentLoader());
    expect(screen.problems).toEqual([]);
    expect(screen.regions.main?.map((node) => node.widget)).toEqual(['decode-outage', 'reading-list']);
    expect(screen.regions.header?.[0]?.visible?.rule).toEqual(async);
  });

  it('should show the problem of an unknown fragment instead of the screen', async () => {
    const entry = catalogueEntries({
      '../../../schemas/screens/test/screen.json': async () => ({ screen: 'test/screen', extends: 'missing' }),
    })[0]!;
    const screen = await loadCatalogueScreen(entry, lookup, fragmentLoader());
    expect(screen.problems.map(formatProblem)).toEqual([
      `${file} $.extends: unknown fragment 'missing' (schemas/fragments/missing.json)`,
    ]);
  });
});
