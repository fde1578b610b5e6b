import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoOutageReadingsScreen } from '../../../stories/support/demo-readings.ts';
import { createI18n } from '../../i18n/index.ts';
import { ReadingsContext } from '../../runtime/render/readings-context.ts';
import { decodeOutageWidget } from './decode-outage.widget.tsx';

const DecodeOutage = decodeOutageWidget.component;

/** Renders the widget over a pipeline whose server is down; time moves only when the test says. */
function renderOutage(language: 'en' | 'it' = 'en') {
  const readings = demoOutageReadingsScreen();
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <ReadingsContext.Provider value={readings}>
        <DecodeOutage props={{}} enabled node={{ path: '$', id: 'decodeOutage' }} />
      </ReadingsContext.Provider>
    </I18nextProvider>,
  );
  return readings;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('decode-outage widget (issue 17, beyond the spec)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('should be an empty polite live region while the server answers', async () => {
    const readings = renderOutage();
    readings.serverBack();
    readings.fill();
    await advance(200);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
  });

  it('should say how many reads wait and count down to the next try, then say the server is back', async () => {
    const readings = renderOutage();
    readings.fill();
    // The batch goes after 100 ms and fails; the next try is 1 s later.
    await advance(150);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Server not reachable: 6 reads waiting, retrying in 1 s (attempt 1)');
    expect(status).toHaveTextContent('Keep reading: nothing read is lost');
    // The first try fails too: 2 s until the next.
    await advance(1000);
    expect(status).toHaveTextContent('retrying in 2 s (attempt 2)');
    await advance(1000);
    expect(status).toHaveTextContent('retrying in 1 s (attempt 2)');
    readings.serverBack();
    await advance(1000);
    expect(status).toHaveTextContent('Server reachable again: the waiting reads are being listed.');
    expect(readings.pipeline.summary()).toMatchObject({ listed: 6, pending: 0 });
    await advance(5000);
    expect(status).toBeEmptyDOMElement();
  });

  it('should hide the countdown from screen readers, so it is not announced every second', async () => {
    const readings = renderOutage();
    readings.fill();
    await advance(150);
    const countdown = screen.getByText(/retrying in/);
    expect(countdown).toHaveAttribute('aria-hidden', 'true');
  });

  it('should say it in Italian', async () => {
    const readings = renderOutage('it');
    readings.fill();
    await advance(150);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Server non raggiungibile: 6 letture in attesa, nuovo tentativo tra 1 s (tentativo 1)',
    );
    readings.serverBack();
    await advance(1000);
    expect(screen.getByRole('status')).toHaveTextContent('Server raggiungibile di nuovo');
  });
});
