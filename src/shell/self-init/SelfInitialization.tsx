import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/http-client.ts';
import { saveSelfInitialization, type PlaceOption } from '../../api/self-initialization.ts';
import { describeError } from '../../core/describe-error.ts';
import type { DialogService } from '../../core/dialogs.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import {
  asksAttributes,
  asksPlaces,
  confirmEnabled,
  greetingParams,
  initUserInfoBody,
  saveFailureKey,
  type SelfInitializationPolicy,
} from '../../core/self-initialization.ts';
import { useWindowTitle } from '../use-window-title.ts';
import { AttributeFields } from './AttributeFields.tsx';
import { PlaceSearch } from './PlaceSearch.tsx';
import { primaryButtonClassName, secondaryButtonClassName } from './styles.ts';
import { useAttributeCodes } from './use-attribute-codes.ts';

export interface SelfInitializationProps {
  user: LoggedUser;
  policy: SelfInitializationPolicy;
  api: ApiClient;
  dialogs: DialogService;
  onLogout: () => void;
  /** Called once the data is saved: the app reloads (000 §2.5). */
  onDone: () => void;
}

const existingText = (value: unknown) => (typeof value === 'string' ? value : '');

/** The self-initialization screen of 000 §2.5, shown instead of the dashboard to a user who may self-edit. */
export function SelfInitialization({ user, policy, api, dialogs, onLogout, onDone }: SelfInitializationProps) {
  const { t } = useTranslation();
  useWindowTitle(t('selfInit.title'));
  const [places, setPlaces] = useState<PlaceOption[]>([]);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const attributes = useAttributeCodes(api, asksAttributes(policy), dialogs);
  const attributeCodes = attributes.status === 'ready' ? attributes.codes : [];
  const values = Object.fromEntries(
    attributeCodes.map((code) => [code, typed[code] ?? existingText(user.attributes[code])]),
  );
  const input = { placeIds: places.map((place) => place.id), attributes: values, attributeCodes };
  const enabled = attributes.status === 'ready' && confirmEnabled(policy, input) && !saving;

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const body = initUserInfoBody(user, policy, input);
    if (!enabled || !body) return;
    setSaving(true);
    try {
      await saveSelfInitialization(api, body);
      onDone();
    } catch (error) {
      dialogs.toast({
        status: 'error',
        title: t(saveFailureKey(policy)),
        description: describeError(error, t).message,
      });
      setSaving(false);
    }
  };

  return (
    <main className="flex min-h-screen justify-center bg-neutral-950 p-6 text-neutral-100">
      <form onSubmit={(event) => void confirm(event)} className="flex w-full max-w-2xl flex-col gap-6">
        <h1 className="text-2xl font-bold">{t('selfInit.greeting', greetingParams(user))}</h1>
        {asksPlaces(policy) && <PlaceSearch api={api} selected={places} onChange={setPlaces} />}
        {asksAttributes(policy) && (
          <AttributeFields
            attributes={attributes}
            values={values}
            onChange={(code, value) => setTyped((current) => ({ ...current, [code]: value }))}
          />
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onLogout} className={secondaryButtonClassName}>
            {t('selfInit.logout')}
          </button>
          <button type="submit" disabled={!enabled} className={primaryButtonClassName}>
            {t('selfInit.confirm')}
          </button>
        </div>
      </form>
    </main>
  );
}
