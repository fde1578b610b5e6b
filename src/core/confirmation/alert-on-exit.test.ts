import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import itemReading from '../../../schemas/fragments/item-reading.json';
import simpleItemListReading from '../../../schemas/screens/simple-item-list/reading.json';
import { alertOnExit, alertOnExitRule } from './alert-on-exit.ts';

describe('alertOnExit()', () => {
  it.each([
    [true, 3, true],
    [true, 0, false],
    [false, 3, false],
  ])('[000-2.14-14] showAlertOnExit %s with %i reads asks before leaving: %s', (show, reads, asks) => {
    expect(alertOnExit(show, reads)).toBe(asks);
    const scope = { options: { showAlertOnExit: show }, readings: { tags: reads } };
    expect(jsonLogic.truthy(jsonLogic.apply(alertOnExitRule as unknown as jsonLogic.RulesLogic, scope))).toBe(asks);
  });

  it('[000-2.14-14] is the alertOnBack of the simple item list reading screen', () => {
    expect(simpleItemListReading.extends).toBe(itemReading.fragment);
    expect(itemReading.alertOnBack).toEqual(alertOnExitRule);
  });
});
