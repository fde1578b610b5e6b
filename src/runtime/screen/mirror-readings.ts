import type { ReadingsPipeline } from '../../core/readings/readings-pipeline.ts';
import type { ScreenScope } from '../state/screen-scope.ts';

/** The pipeline's summary in the scope root `readings`, at most once per animation frame (for rules such as Confirm's). */
export function mirrorIntoScope(pipeline: ReadingsPipeline, scope: ScreenScope): () => void {
  const schedule =
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (f: () => void) => setTimeout(f, 16);
  const cancel = typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame : (id: number) => clearTimeout(id);
  let frame: number | undefined;
  const mirror = () => {
    frame = undefined;
    scope.set('readings', pipeline.summary());
  };
  mirror();
  const unsubscribe = pipeline.subscribe(() => {
    if (frame === undefined) frame = schedule(mirror) as unknown as number;
  });
  return () => {
    unsubscribe();
    if (frame !== undefined) cancel(frame);
  };
}
