import { useMemo, useState } from 'react';
import type { WidgetNode } from '../../src/runtime/descriptors/descriptor-types.ts';
import { loadScreen } from '../../src/runtime/descriptors/load-screen.ts';
import { createScreenScope, type ScopeValues, type ScreenScope } from '../../src/runtime/state/screen-scope.ts';
import type { DialogStore } from '../../src/runtime/dialog-service.ts';
import { DialogHost } from '../../src/ui/dialogs/DialogHost.tsx';
import { lookupWidget } from '../../src/runtime/render/define-widget.ts';
import { widgetRegistry } from '../../src/widgets/registry.ts';
import { ScreenView, type ScreenPorts } from '../../src/runtime/render/ScreenView.tsx';

/** A widget story renders its nodes through a real descriptor and the real ScreenView: no second code path. */
export function WidgetScreen(props: {
  nodes: WidgetNode[];
  region?: 'main' | 'sidebar' | 'details' | 'header' | 'actions';
  title?: string;
  scope?: ScopeValues;
  /** A scope made by the story (e.g. with a reader connected); `scope` is ignored then. */
  screenScope?: ScreenScope;
  ports: ScreenPorts;
}) {
  const region = props.region ?? 'main';
  const screen = useMemo(
    () =>
      loadScreen(
        { screen: 'story/widget', title: props.title ?? 'Storybook', regions: { [region]: props.nodes } },
        'stories/widget.json',
        lookupWidget(widgetRegistry),
      ),
    [props.nodes, props.title, region],
  );
  const [scope] = useState(() => props.screenScope ?? createScreenScope(props.scope));
  return (
    <>
      <ScreenView registry={widgetRegistry} screen={screen} scope={scope} ports={props.ports} />
      <DialogHost service={props.ports.dialogs as unknown as DialogStore} />
    </>
  );
}
