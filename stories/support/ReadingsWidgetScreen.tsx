import { useEffect, useState } from 'react';
import type { WidgetNode } from '../../src/runtime/descriptors/descriptor-types.ts';
import type { ScreenPorts } from '../../src/runtime/render/ScreenView.tsx';
import { ReadingsContext, type ReadingsScreen } from '../../src/runtime/render/readings-context.ts';
import { WidgetScreen } from './WidgetScreen.tsx';

/** A widget story on a screen with readings: the real widgets over a real pipeline fed once on mount. */
export function ReadingsWidgetScreen(props: {
  nodes: WidgetNode[];
  region?: 'main' | 'sidebar';
  ports: ScreenPorts;
  readings: () => ReadingsScreen & { fill(): void };
  filled?: boolean;
}) {
  const [readings] = useState(props.readings);
  const filled = props.filled ?? true;
  useEffect(() => {
    if (filled) readings.fill();
  }, [readings, filled]);
  return (
    <ReadingsContext.Provider value={readings}>
      <WidgetScreen nodes={props.nodes} region={props.region} ports={props.ports} />
    </ReadingsContext.Provider>
  );
}
