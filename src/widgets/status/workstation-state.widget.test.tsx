import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidgets } from '../../test-support/widget-test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

const node = { widget: 'workstation-state', bind: { workstation: { var: 'workstation' } } };
const configured = {
  id: 'ws',
  code: 'WS-1',
  antennas: [{ id: 'a1', reader: { code: 'R1', deviceType: 'impinj-speedway-octane' } }],
  deviceManagerUrl: 'http://dm.test',
  deviceManagerWebsocket: 'ws://dm.test',
};

describe('workstation-state widget (000 §2.20, in reading headers)', () => {
  it('[000-2.20-01] should say Not ready for a workstation without antennas, asking nobody', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWidgets([node], { scope: { workstation: { ...configured, antennas: [] } } });
    expect(screen.getByText('Not ready')).toHaveAttribute('data-workstation-state', 'notReady');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['Ready', 'answers', () => Promise.resolve(new Response(null, { status: 404 }))],
    ['Off-line', 'does not answer', () => Promise.reject(new TypeError('fetch failed'))],
  ])('[000-2.20-01] should say %s when its device manager %s', async (text, _, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    renderWidgets([node], { scope: { workstation: configured } });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('should show nothing without a workstation', () => {
    renderWidgets([node], { scope: { workstation: null } });
    expect(document.querySelector('[data-workstation-state]')).toBeNull();
  });
});
