import { describe, expect, it, vi } from 'vitest';
import { createCallFaults } from './call-faults.ts';

describe('call faults: delay', () => {
  it('counts a request as waiting while it is held in its delay, and not after', async () => {
    vi.useFakeTimers();
    try {
      const faults = createCallFaults();
      faults.set('simpleParcelList.save', { delayMs: 3000 });
      const held = faults.delay('simpleParcelList.save');
      expect(faults.waiting('simpleParcelList.save')).toBe(1);
      expect(faults.waiting('simpleItemList.save')).toBe(0);
      await vi.advanceTimersByTimeAsync(3000);
      await held;
      expect(faults.waiting('simpleParcelList.save')).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds nothing for a call without a delay', async () => {
    const faults = createCallFaults();
    await faults.delay('simpleParcelList.save');
    expect(faults.waiting('simpleParcelList.save')).toBe(0);
  });
});
