import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecodeOutage } from '../../core/readings/decode-retry.ts';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { useReadings } from '../../runtime/render/readings-context.ts';
import { useFrameSnapshot } from '../../ui/readings/use-frame-snapshot.ts';
import { toneClasses } from '../../ui/tones.ts';

export type DecodeOutageProps = Record<string, never>;

const noClock = () => () => undefined;
/** The clock as an external store: a look four times a second, so a whole second is never shown late. */
const clock = (changed: () => void) => {
  const timer = setInterval(changed, 250);
  return () => clearInterval(timer);
};

/** Whole seconds until `at` (none without one); renders again only when the number changes. */
function useSecondsUntil(at: number | null): number | null {
  return useSyncExternalStore(at === null ? noClock : clock, () =>
    at === null ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000)),
  );
}

/**
 * The decode outage of the screen's tag pipeline (issue 17, beyond the spec): while the server cannot be reached it
 * says how many reads wait and when the station tries again; then, for a few seconds, that the server is back. One
 * polite live region, there before anything is said in it; the countdown is hidden from screen readers so it is not
 * announced every second.
 */
export const decodeOutageWidget = defineWidget<'decode-outage', DecodeOutageProps>({
  name: 'decode-outage',
  description: 'Says that reads wait for an unreachable server and when it is tried again, then that it is back.',
  propsSchema: { type: 'object', additionalProperties: false, properties: {} },
  component: function DecodeOutageWidget({ node }) {
    const { t } = useTranslation();
    const { pipeline } = useReadings();
    const outage: DecodeOutage = useFrameSnapshot(pipeline, () => pipeline.summary().outage);
    const seconds = useSecondsUntil(outage.state === 'unreachable' ? outage.retryAt : null);
    const tone = outage.state === 'unreachable' ? 'warning' : 'ok';
    return (
      <div data-widget-id={node.id} role="status" aria-live="polite" data-outage={outage.state}>
        {outage.state !== 'ok' && (
          <div className={`mb-3 rounded-md px-3 py-2 text-sm ${toneClasses[tone]}`}>
            {outage.state === 'unreachable' ? (
              <>
                <p className="font-semibold">
                  {t('readings.outage.unreachable', { count: outage.waiting })}
                  <span aria-hidden="true">
                    {', '}
                    {seconds === null
                      ? t('readings.outage.retryingNow')
                      : t('readings.outage.retryIn', { seconds, attempts: outage.attempts })}
                  </span>
                </p>
                <p>{t('readings.outage.keepReading')}</p>
              </>
            ) : (
              <p className="font-semibold">{t('readings.outage.recovered')}</p>
            )}
          </div>
        )}
      </div>
    );
  },
});
