import { useState } from 'react';
import type { WidgetNode } from '../../src/runtime/descriptors/descriptor-types.ts';
import { createScriptedReader } from '../../src/test-support/scripted-reader.ts';
import type { ReaderController } from '../../src/device/reader-controller.ts';
import { connectReaderToScope, readerActionPort } from '../../src/runtime/reader/connect-reader-to-scope.ts';
import { createScreenScope, type ScopeValues } from '../../src/runtime/state/screen-scope.ts';
import { storyPorts } from './story-ports.ts';
import { WidgetScreen } from './WidgetScreen.tsx';

/** A widget story on a screen that owns a reader (scripted timings, so the loaders show). */
export function ReaderWidgetScreen(props: {
  nodes: WidgetNode[];
  region?: 'main' | 'sidebar' | 'header';
  scope?: ScopeValues;
  startMs?: number;
  /** Milliseconds the readings take to clear (a clear listener waits that long). */
  clearMs?: number;
  /** Start reading when shown. */
  reading?: boolean;
  onReader?: (reader: ReaderController) => void;
}) {
  const [setup] = useState(() => {
    const reader = createScriptedReader({ startMs: props.startMs ?? 0 });
    if (props.clearMs) reader.onClear(() => new Promise<void>((resolve) => setTimeout(resolve, props.clearMs)));
    const scope = createScreenScope(props.scope);
    connectReaderToScope(reader, scope);
    if (props.reading) void reader.start();
    props.onReader?.(reader);
    return { scope, ports: storyPorts({ reader: readerActionPort(() => reader) }) };
  });
  return <WidgetScreen nodes={props.nodes} region={props.region} screenScope={setup.scope} ports={setup.ports} />;
}
