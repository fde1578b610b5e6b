import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { offThreadFetch } from './api/off-thread/off-thread-fetch.ts';
import { createApiClient } from './api/http-client.ts';
import { chooseLanguage } from './core/language.ts';
import { storageKeys } from './core/storage-keys.ts';
import { createStationI18n } from './i18n/station-i18n.ts';
import { createDialogService } from './runtime/dialog-service.ts';
import { createSoundPlayer } from './shell/sounds/sound-player.ts';
import { App } from './shell/App.tsx';
import { createOidcSession } from './shell/auth/session.ts';
import { unregisterServiceWorkers } from './shell/service-workers.ts';
import { currentEndpoint, currentQcEndpoint, readStationConfig } from './shell/station-config.ts';
import './styles.css';

void unregisterServiceWorkers();
const config = readStationConfig();
const language = chooseLanguage(localStorage.getItem(storageKeys.language), navigator.languages);
document.documentElement.lang = language;
const session = createOidcSession(config);
const api = createApiClient({
  baseUrl: () => currentEndpoint(config),
  endpoints: { qc: () => currentQcEndpoint(config) },
  accessToken: () => session.accessToken(),
  readOnly: config.readOnly,
  readOnlyAllowedPosts: ['api/v1/operations/inbound/startParcel'],
  onWarning: (message) => console.warn(message),
  offThread: offThreadFetch,
});

const sounds = createSoundPlayer({ baseUrl: `${import.meta.env.BASE_URL}sounds/` });
sounds.preload();
const dialogs = createDialogService({ playSound: sounds.play });

// Italian's texts are fetched before the first paint; English's are in this chunk.
void createStationI18n(language).then((i18n) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App services={{ session, api, dialogs }} config={config} />
      </I18nextProvider>
    </StrictMode>,
  ),
);
