/**
 * In-browser micro-benchmark of the form engine (issue 4): a 100-field formSchema, its mount time, and the time from a
 * keystroke to the next painted frame, without and with dependencies. Results go to window.__benchResult.
 */
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { initialFormData } from '../../src/core/forms/initial-form-data.ts';
import { parseFormSchema } from '../../src/core/forms/parse-form-schema.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { createDialogService } from '../../src/runtime/dialog-service.ts';
import { OperationForm, preloadFormEngine } from '../../src/ui/form/OperationForm.tsx';
import type { FormServices } from '../../src/ui/form/form-services.ts';
import { PlainRjsfForm, plainRjsfSchema } from './PlainRjsfForm.tsx';
import { committed, median, nextPaint } from './page-timing.ts';
import '../../src/styles.css';

export interface FormsBenchResult {
  mountMs: number;
  keystrokeMs: number;
  keystrokeWithDependenciesMs: number;
  /** The same fields as a stock RJSF form (its default theme), the peer. */
  plainMountMs: number;
  plainKeystrokeMs: number;
}

declare global {
  interface Window {
    __benchResult?: unknown;
  }
}

const fieldCount = 100;
const keystrokes = 40;
/** Mounts measured (after one to warm up); the figure is their median. */
const mountRuns = 7;

/** 100 fields of every plain type; with `dependencies`, every other field depends on the first. */
function schema(dependencies: boolean): unknown[] {
  const types = ['text', 'number', 'textarea', 'checkbox', 'select', 'date', 'password'];
  return Array.from({ length: fieldCount }, (_, index) => {
    const type = types[index % types.length];
    const field: Record<string, unknown> = { name: `field${index}`, type, label: `Field ${index}`, required: false };
    if (type === 'select') field.options = ['A', 'B', 'C'];
    if (dependencies && index > 0 && index % 2 === 0) {
      field.dependencies = [{ whenField: 'field0', is: 'disabled', condition: 'hasValue', conditionValue: 'zzz' }];
    }
    return field;
  });
}

const i18n = createI18n('en');

const services: FormServices = {
  lookups: { search: async () => [] },
  dialogs: createDialogService(),
  placeholders: { placeId: undefined, place: undefined },
  operationId: 'bench',
  formContext: 'start',
};

function stationForm(dependencies: boolean) {
  const { fields, diagnostics } = parseFormSchema(schema(dependencies));
  return (
    <I18nextProvider i18n={i18n}>
      <OperationForm
        fields={fields}
        diagnostics={diagnostics}
        initialData={initialFormData({ fields, placeholders: services.placeholders })}
        services={services}
        submitLabel="Next"
        onSubmit={() => undefined}
      />
    </I18nextProvider>
  );
}

const plainForm = () => (
  <PlainRjsfForm {...plainRjsfSchema(schema(false) as { name: string; type: string; label: string }[])} />
);

async function mount(root: Root, container: HTMLElement, form: () => ReactNode): Promise<number> {
  const started = performance.now();
  root.render(form());
  await committed(container, 'button[type=submit]');
  await nextPaint();
  return performance.now() - started;
}

/** The median mount of `form` (after one to warm up), leaving the last one mounted on the returned root. */
async function medianMount(container: HTMLElement, form: () => ReactNode): Promise<{ root: Root; mountMs: number }> {
  const warm = createRoot(container);
  await mount(warm, container, form);
  warm.unmount();
  const mounts: number[] = [];
  for (let index = 0; index < mountRuns - 1; index += 1) {
    const root = createRoot(container);
    mounts.push(await mount(root, container, form));
    root.unmount();
  }
  const root = createRoot(container);
  mounts.push(await mount(root, container, form));
  return { root, mountMs: median(mounts) };
}

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

const frameMs = 1000 / 60;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * An operator's keys fall anywhere within a display frame, so each keystroke is sent at its own point of the frame
 * (spread evenly over the run, in a fixed order). Typing right after a paint would always wait a whole frame, and the
 * figure would be the display's refresh period, whatever the form does.
 */
const phaseMs = (index: number) => (((index * 17) % keystrokes) / keystrokes) * (frameMs - 2);

async function typing(selector: string): Promise<number> {
  const input = document.querySelector<HTMLInputElement>(selector);
  if (!input) throw new Error('no first input');
  const times: number[] = [];
  for (let index = 0; index < keystrokes; index += 1) {
    await nextFrame();
    await wait(phaseMs(index));
    const started = performance.now();
    setValue.call(input, `${input.value}x`);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await nextPaint();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function run(): Promise<FormsBenchResult> {
  await preloadFormEngine();
  const container = document.getElementById('root')!;
  const station = await medianMount(container, () => stationForm(false));
  const keystrokeMs = await typing('input[name="field0"]');
  station.root.unmount();

  const withDependencies = createRoot(container);
  await mount(withDependencies, container, () => stationForm(true));
  const keystrokeWithDependenciesMs = await typing('input[name="field0"]');
  withDependencies.unmount();

  const plain = await medianMount(container, plainForm);
  const plainKeystrokeMs = await typing('#root_field0');
  plain.root.unmount();
  return {
    mountMs: station.mountMs,
    keystrokeMs,
    keystrokeWithDependenciesMs,
    plainMountMs: plain.mountMs,
    plainKeystrokeMs,
  };
}

run().then(
  (result) => {
    window.__benchResult = result;
  },
  (error: unknown) => {
    window.__benchResult = { error: error instanceof Error ? error.message : String(error) };
  },
);
