import Ajv from 'ajv';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayedValues } from '../../src/core/forms/display-values.ts';
import type { FormData } from '../../src/core/forms/dependencies.ts';
import { formScriptDiagnostics, type FormScripts } from '../../src/core/forms/form-scripts.ts';
import { initialFormData } from '../../src/core/forms/initial-form-data.ts';
import { parseFormSchema } from '../../src/core/forms/parse-form-schema.ts';
import { parseOperation } from '../../src/core/operation-config/parse-operation.ts';
import { createDialogService, type DialogStore } from '../../src/runtime/dialog-service.ts';
import { DialogHost } from '../../src/ui/dialogs/DialogHost.tsx';
import { OperationForm } from '../../src/ui/form/OperationForm.tsx';
import type { FormServices } from '../../src/ui/form/form-services.ts';
import operationSchema from '../../schemas/operation.schema.json';
import seed from '../../sandbox/seed/data/operations.json';
import { storyPlaceholders } from './form-story-support.tsx';
import { playgroundLookups } from './playground-lookups.ts';

type Preset = { code: string } & Record<string, unknown>;

/** The sandbox's seed operations with a form; the sandbox gives each its id when it serves it, here its code. */
export const seedPresets: Preset[] = seed.operations
  .filter((operation) => operation.formSchema.length > 0)
  .map((operation) => ({ id: operation.code, ...operation }));
const validateOperation = (() => {
  const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
  ajv.addFormat('regex', () => true);
  return ajv.compile(operationSchema);
})();

interface Checked {
  raw: Record<string, unknown> | undefined;
  problems: string[];
}

function check(text: string, t: (key: string, params?: Record<string, string>) => string): Checked {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { raw: undefined, problems: [t('forms.playground.invalidJson', { message: String(error) })] };
  }
  const problems = validateOperation(raw)
    ? []
    : (validateOperation.errors ?? []).map(
        (error) => `${t('forms.playground.schemaProblems')}: $${error.instancePath} ${error.message ?? ''}`,
      );
  return { raw: raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : undefined, problems };
}

const panel = 'rounded-xl bg-neutral-900 p-4 ring-1 ring-white/10';

/**
 * The configurators' form-schema playground (issue 4): edit or paste an operation, or pick a sandbox preset, and see
 * side by side the rendered form, the data it would submit, the header values and every diagnostic.
 */
export function FormPlayground({
  initialCode = seedPresets[0]?.code ?? '',
  presets = seedPresets,
  formScripts,
}: {
  initialCode?: string;
  presets?: Preset[];
  /** The scripts the fields' onChange may name, as an operation plugin would give them. */
  formScripts?: FormScripts;
}) {
  const { t, i18n } = useTranslation();
  const [dialogs] = useState(() => createDialogService());
  const [text, setText] = useState(() =>
    JSON.stringify(presets.find((p) => p.code === initialCode) ?? presets[0], null, 2),
  );
  const [applied, setApplied] = useState(text);
  const [submitted, setSubmitted] = useState<FormData>();
  const [sandbox, setSandbox] = useState({ url: '', token: '' });
  const checked = useMemo(() => check(applied, t), [applied, t]);
  const operation = useMemo(() => (checked.raw ? parseOperation(checked.raw) : undefined), [checked.raw]);
  const form = useMemo(() => parseFormSchema(checked.raw?.formSchema), [checked.raw]);
  const services = useMemo<FormServices>(
    () => ({
      lookups: playgroundLookups(sandbox.url ? sandbox : undefined),
      dialogs,
      placeholders: storyPlaceholders,
      operationId: String(checked.raw?.id ?? 'playground'),
      formContext: 'start',
      formScripts,
    }),
    [dialogs, sandbox, checked.raw, formScripts],
  );
  const words = { yes: t('forms.yes'), no: t('forms.no') };
  const header = submitted ? displayedValues(form.fields, submitted, i18n.language, words) : [];
  const diagnostics = [
    ...checked.problems,
    ...(operation?.diagnostics ?? []).map((diagnostic) => diagnostic.message),
    ...form.diagnostics.map((diagnostic) => diagnostic.message),
    ...formScriptDiagnostics(form.fields, formScripts).map((diagnostic) => diagnostic.message),
  ];

  return (
    <div className="grid gap-4 bg-neutral-950 p-4 text-neutral-100 xl:grid-cols-2">
      <section className={`${panel} flex flex-col gap-3`} aria-label={t('forms.playground.configuration')}>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col text-sm">
            {t('forms.playground.preset')}
            <select
              className="min-h-11 rounded-lg bg-neutral-800 px-3"
              onChange={(event) => {
                const preset = presets.find((candidate) => candidate.code === event.target.value);
                const next = JSON.stringify(preset, null, 2);
                setText(next);
                setApplied(next);
                setSubmitted(undefined);
              }}
              defaultValue={initialCode}
            >
              {presets.map((preset) => (
                <option key={preset.code} value={preset.code}>
                  {preset.code}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-sm">
            {t('forms.playground.language')}
            <select
              className="min-h-11 rounded-lg bg-neutral-800 px-3"
              value={i18n.language}
              onChange={(event) => void i18n.changeLanguage(event.target.value)}
            >
              <option value="en">English</option>
              <option value="it">Italiano</option>
            </select>
          </label>
          <label className="flex flex-col text-sm">
            {t('forms.playground.lookupSource')}:{' '}
            {sandbox.url ? t('forms.playground.sandbox') : t('forms.playground.fixtures')}
            <input
              className="min-h-11 rounded-lg bg-neutral-800 px-3"
              placeholder="http://localhost:4000"
              value={sandbox.url}
              onChange={(event) => setSandbox({ ...sandbox, url: event.target.value })}
            />
          </label>
          <label className="flex flex-col text-sm">
            token
            <input
              className="min-h-11 rounded-lg bg-neutral-800 px-3"
              value={sandbox.token}
              onChange={(event) => setSandbox({ ...sandbox, token: event.target.value })}
            />
          </label>
        </div>
        <label className="flex flex-col gap-1 text-sm">
          {t('forms.playground.configuration')}
          <textarea
            className="min-h-96 rounded-lg bg-neutral-800 p-3 font-mono text-xs"
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <button
          type="button"
          className="min-h-11 self-start rounded-xl bg-brand px-6 font-bold text-neutral-950"
          onClick={() => {
            setApplied(text);
            setSubmitted(undefined);
          }}
        >
          {t('forms.playground.apply')}
        </button>
      </section>
      <div className="flex flex-col gap-4">
        <section className={panel} aria-label="form">
          <OperationForm
            key={`${applied}:${i18n.language}:${sandbox.url}`}
            fields={form.fields}
            diagnostics={form.diagnostics}
            initialData={initialFormData({ fields: form.fields, placeholders: storyPlaceholders })}
            services={services}
            singleRow={operation?.operation.options.formSchemaSingleRow}
            twoColumns
            submitLabel={t('forms.next')}
            onSubmit={setSubmitted}
          />
        </section>
        <section className={panel} aria-label={t('forms.playground.submitted')}>
          <h2 className="font-semibold">{t('forms.playground.submitted')}</h2>
          <pre className="mt-2 overflow-auto text-xs">
            {submitted ? JSON.stringify(submitted, null, 2) : t('forms.playground.notSubmitted')}
          </pre>
        </section>
        <section className={panel} aria-label={t('forms.playground.header')}>
          <h2 className="font-semibold">{t('forms.playground.header')}</h2>
          <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {header.map((item) => (
              <div key={item.name}>
                <dt className="text-xs text-neutral-400 uppercase">{item.label}</dt>
                <dd className="font-semibold">{item.value || '---'}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={panel} aria-label={t('forms.playground.diagnostics')}>
          <h2 className="font-semibold">{t('forms.playground.diagnostics')}</h2>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {diagnostics.length === 0 ? (
              <li>{t('forms.playground.none')}</li>
            ) : (
              diagnostics.map((line) => <li key={line}>{line}</li>)
            )}
          </ul>
        </section>
      </div>
      <DialogHost service={dialogs as unknown as DialogStore} />
    </div>
  );
}
