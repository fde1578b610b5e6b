import { describe, expect, it } from 'vitest';
import { createListeners } from './listeners.ts';

describe('createListeners()', () => {
  it('should call every listener with the event, until it is removed', () => {
    const listeners = createListeners<[number]>();
    const heard: string[] = [];
    const removeA = listeners.add((n) => heard.push(`a${n}`));
    listeners.add((n) => heard.push(`b${n}`));
    listeners.emit(1);
    removeA();
    listeners.emit(2);
    expect(heard).toEqual(['a1', 'b1', 'b2']);
    expect(listeners.size).toBe(1);
  });

  it('should let a listener remove itself while it is called, without skipping the others', () => {
    const listeners = createListeners();
    const heard: string[] = [];
    const remove = listeners.add(() => {
      heard.push('once');
      remove();
    });
    listeners.add(() => heard.push('always'));
    listeners.emit();
    listeners.emit();
    expect(heard).toEqual(['once', 'always', 'always']);
  });

  it('should forget every listener on clear', () => {
    const listeners = createListeners();
    let calls = 0;
    listeners.add(() => (calls += 1));
    listeners.clear();
    listeners.emit();
    expect(calls).toBe(0);
  });
});
