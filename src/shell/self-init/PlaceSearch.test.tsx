import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSelfInitialization } from '../../test-support/self-init-support.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const searchbox = () => screen.getByRole('searchbox', { name: 'Search places' });
const placeCalls = (calls: () => { url: string }[]) => calls().filter((c) => c.url.includes('/places'));

describe('<PlaceSearch>', () => {
  it('[000-2.5-06] should search api/v1/places once, 300 ms after the last keystroke', async () => {
    vi.useFakeTimers();
    const { calls } = renderSelfInitialization({ policy: 'placesOnly' });
    for (const text of ['r', 'ro', 'rom', 'roma']) {
      fireEvent.change(searchbox(), { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(200));
    }
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(placeCalls(calls)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(placeCalls(calls).map((c) => c.url)).toEqual(['http://api.test/api/v1/places?search=roma&size=25']);
    vi.useRealTimers();
    expect(await screen.findByRole('checkbox', { name: /Store Roma Via Condotti/ })).not.toBeChecked();
  });

  it('should list the first places before anything is typed', async () => {
    renderSelfInitialization({ policy: 'placesOnly' });
    const results = await screen.findByRole('list', { name: 'Places found' });
    expect(await screen.findAllByRole('checkbox')).toHaveLength(3);
    expect(results).toHaveTextContent('ST-MIL');
  });

  it('should say so when no place matches', async () => {
    const { user } = renderSelfInitialization({ policy: 'placesOnly' });
    await user.type(searchbox(), 'atlantis');
    expect(await screen.findByText('No places found')).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('[000-2.5-04] [000-2.5-05] should choose several places as removable chips; none chosen keeps confirm disabled', async () => {
    const { user } = renderSelfInitialization({ policy: 'placesOnly' });
    expect(screen.getByText('No place chosen yet')).toBeInTheDocument();
    await user.type(searchbox(), 'store');
    await user.click(await screen.findByRole('checkbox', { name: /Store Milano/ }));
    await user.click(screen.getByRole('checkbox', { name: /Store Roma/ }));
    const chips = screen.getByRole('list', { name: 'Chosen places' });
    expect(chips).toHaveTextContent('Store Milano Montenapoleone');
    expect(chips).toHaveTextContent('Store Roma Via Condotti');
    expect(screen.getByRole('button', { name: 'confirm and continue' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove Store Milano Montenapoleone' }));
    expect(screen.getByRole('checkbox', { name: /Store Milano/ })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Store Roma/ }));
    expect(screen.queryByRole('list', { name: 'Chosen places' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'confirm and continue' })).toBeDisabled();
  });

  it('should not submit the screen when Enter is pressed in the search', async () => {
    const { user, calls } = renderSelfInitialization({ policy: 'placesOnly' });
    await user.type(searchbox(), 'store');
    await user.click(await screen.findByRole('checkbox', { name: /Store Milano/ }));
    await user.type(searchbox(), '{Enter}');
    expect(calls().some((c) => c.method === 'PUT')).toBe(false);
  });
});
