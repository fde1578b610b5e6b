import type { i18n } from 'i18next';
import type { Language } from '../core/language.ts';
import conveyorEn from './conveyor.en.json';
import conveyorIt from './conveyor.it.json';
import encodingEn from './encoding.en.json';
import encodingIt from './encoding.it.json';
import inventoryEn from './inventory.en.json';
import inventoryIt from './inventory.it.json';
import parcelListEn from './parcelList.en.json';
import parcelListIt from './parcelList.it.json';
import screensEn from './screens.en.ts';
import screensIt from './screens.it.ts';
import shipmentEn from './shipment.en.json';
import shipmentIt from './shipment.it.json';
import sortingEn from './sorting.en.json';
import sortingIt from './sorting.it.json';
import { initI18n } from './station-i18n.ts';
import stationEn from './station.en.ts';
import stationIt from './station.it.ts';
import transfersEn from './transfers.en.json';
import transfersIt from './transfers.it.json';

/**
 * Every text in both languages, for tests and stories (the station itself loads them in parts: station-i18n.ts and
 * translation-bundles.ts).
 */
export const resources = {
  en: {
    translation: {
      ...stationEn,
      ...screensEn,
      conveyor: conveyorEn,
      encoding: encodingEn,
      inventory: inventoryEn,
      parcelList: parcelListEn,
      shipment: shipmentEn,
      sorting: sortingEn,
      transfers: transfersEn,
    },
  },
  it: {
    translation: {
      ...stationIt,
      ...screensIt,
      conveyor: conveyorIt,
      encoding: encodingIt,
      inventory: inventoryIt,
      parcelList: parcelListIt,
      shipment: shipmentIt,
      sorting: sortingIt,
      transfers: transfersIt,
    },
  },
} as const;

/** An i18next instance with every text (tests, stories); English fills any missing key. */
export function createI18n(language: Language): i18n {
  return initI18n(language, { en: resources.en.translation, it: resources.it.translation });
}
