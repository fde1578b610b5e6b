import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../core/language.ts';
import confirmationEn from './confirmation.en.json';
import confirmationIt from './confirmation.it.json';
import conveyorEn from './conveyor.en.json';
import conveyorIt from './conveyor.it.json';
import dashboardEn from './dashboard.en.json';
import dashboardIt from './dashboard.it.json';
import deviceEn from './device.en.json';
import deviceIt from './device.it.json';
import dialogsEn from './dialogs.en.json';
import encodingEn from './encoding.en.json';
import encodingIt from './encoding.it.json';
import dialogsIt from './dialogs.it.json';
import en from './en.json';
import formsEn from './forms.en.json';
import formsIt from './forms.it.json';
import inventoryEn from './inventory.en.json';
import inventoryIt from './inventory.it.json';
import it from './it.json';
import panelEn from './panel.en.json';
import panelIt from './panel.it.json';
import parcelListEn from './parcelList.en.json';
import parcelListIt from './parcelList.it.json';
import readingsEn from './readings.en.json';
import readingsIt from './readings.it.json';
import selfInitEn from './selfInit.en.json';
import shipmentEn from './shipment.en.json';
import shipmentIt from './shipment.it.json';
import sortingEn from './sorting.en.json';
import sortingIt from './sorting.it.json';
import selfInitIt from './selfInit.it.json';
import transfersEn from './transfers.en.json';
import transfersIt from './transfers.it.json';
import widgetsEn from './widgets.en.json';
import widgetsIt from './widgets.it.json';

export const resources = {
  en: {
    translation: {
      ...en,
      dialogs: dialogsEn,
      panel: panelEn,
      dashboard: dashboardEn,
      selfInit: selfInitEn,
      confirmation: confirmationEn,
      conveyor: conveyorEn,
      device: deviceEn,
      forms: formsEn,
      readings: readingsEn,
      widgets: widgetsEn,
      inventory: inventoryEn,
      shipment: shipmentEn,
      sorting: sortingEn,
      parcelList: parcelListEn,
      transfers: transfersEn,
      encoding: encodingEn,
    },
  },
  it: {
    translation: {
      ...it,
      dialogs: dialogsIt,
      panel: panelIt,
      dashboard: dashboardIt,
      selfInit: selfInitIt,
      confirmation: confirmationIt,
      conveyor: conveyorIt,
      device: deviceIt,
      forms: formsIt,
      readings: readingsIt,
      widgets: widgetsIt,
      inventory: inventoryIt,
      shipment: shipmentIt,
      sorting: sortingIt,
      parcelList: parcelListIt,
      transfers: transfersIt,
      encoding: encodingIt,
    },
  },
} as const;

/** One i18next instance per app (or story, or test); English fills any missing key. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
