import { describe, expect, it } from 'vitest';
import type { ItemStatuses } from '../operation-config/item-statuses.ts';
import { createReadClassifier, statusOf, type ClassifiedRead } from './classify-read.ts';
import { demoRead } from '../../test-support/test-reads.ts';

const lists: ItemStatuses = { ignore: ['IGN'], ignoreWithReason: ['WHY'], error: ['ERR'], warning: ['WARN'] };

describe('statusOf() (000 §4.6 classification order)', () => {
  it('[000-4.6-01] [000-4.6-02] no item gives ignored', () => {
    expect(statusOf(demoRead('A', ['ERR'], null), lists)).toBe('ignored');
  });
  it('[000-4.6-02] a status in ignore gives ignored before every other list', () => {
    expect(statusOf(demoRead('A', ['ERR', 'WHY', 'IGN', 'WARN']), lists)).toBe('ignored');
  });
  it('[000-4.6-04] ignoreWithReason comes before error', () => {
    expect(statusOf(demoRead('A', ['ERR', 'WHY']), lists)).toBe('ignoredWithReason');
  });
  it('[000-4.6-05] error comes before warning', () => {
    expect(statusOf(demoRead('A', ['WARN', 'ERR']), lists)).toBe('error');
  });
  it('[000-4.6-06] a status in warning gives warning; none listed gives valid', () => {
    expect(statusOf(demoRead('A', ['WARN', 'OTHER']), lists)).toBe('warning');
    expect(statusOf(demoRead('A', ['OTHER']), lists)).toBe('valid');
  });
});

describe('createReadClassifier() (000 §4.6)', () => {
  const classifier = (enabledCheckItemZone = false, transform?: (read: ClassifiedRead) => ClassifiedRead) =>
    createReadClassifier({ itemStatuses: lists, enabledCheckItemZone, transform });

  it('[000-4.6-03] [000-3-tagread-03] creates an empty item for an ignored read without one', () => {
    const read = classifier().classify(demoRead('E1', [], null), 1);
    expect(read?.status).toBe('ignored');
    expect(read?.item.identifiers).toEqual([{ id: 'E1', code: 'E1', type: 'TAG', role: '', tid: '' }]);
  });

  it('[000-4.6-07] [000-4.6-09] does not hand ignored reads to the operation hook, but hands the others', () => {
    const seen: string[] = [];
    const c = classifier(false, (read) => (seen.push(read.identifierCode), { ...read, status: 'error' }));
    expect(c.classify(demoRead('A', ['IGN'], { id: '1' }), 1)?.status).toBe('ignored');
    expect(c.classify(demoRead('B', [], { id: '2' }), 2)?.status).toBe('error');
    expect(seen).toEqual(['B']);
  });

  it('[000-4.6-08] skips an item already processed (same id), until it is forgotten', () => {
    const c = classifier();
    expect(c.classify(demoRead('A', [], { id: '1' }), 1)).toBeDefined();
    expect(c.classify(demoRead('A2', [], { id: '1' }), 2)).toBeUndefined();
    c.forgetItem('1');
    expect(c.classify(demoRead('A2', [], { id: '1' }), 3)).toBeDefined();
  });

  it("[000-4.6-10] [000-4.6-11] with enabledCheckItemZone, another zone than the first read's is a warning", () => {
    const c = classifier(true);
    expect(c.classify(demoRead('A', [], { id: '1', zoneId: 'Z1' }), 1)).toMatchObject({
      status: 'valid',
      zoneWarning: false,
    });
    expect(c.classify(demoRead('B', [], { id: '2', zoneId: 'Z1' }), 2)).toMatchObject({
      status: 'valid',
      zoneWarning: false,
    });
    expect(c.classify(demoRead('C', [], { id: '3', zoneId: 'Z2' }), 3)).toMatchObject({
      status: 'warning',
      zoneWarning: true,
    });
    expect(c.classify(demoRead('D', ['ERR'], { id: '4', zoneId: 'Z2' }), 4)).toMatchObject({
      status: 'error',
      zoneWarning: true,
    });
  });

  it('[000-4.6-10] without enabledCheckItemZone, zones are not compared', () => {
    const c = classifier(false);
    c.classify(demoRead('A', [], { id: '1', zoneId: 'Z1' }), 1);
    expect(c.classify(demoRead('C', [], { id: '3', zoneId: 'Z2' }), 2)).toMatchObject({
      status: 'valid',
      zoneWarning: false,
    });
  });

  it('[000-4.6-10] the zone of the first read counts again after a reset', () => {
    const c = classifier(true);
    c.classify(demoRead('A', [], { id: '1', zoneId: 'Z1' }), 1);
    c.reset();
    c.classify(demoRead('B', [], { id: '2', zoneId: 'Z2' }), 2);
    expect(c.classify(demoRead('C', [], { id: '3', zoneId: 'Z2' }), 3)?.zoneWarning).toBe(false);
  });
});
