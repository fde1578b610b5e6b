import { parseWorkstation } from '../../core/workstation.ts';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { useWorkstationState } from '../../ui/reader/use-workstation-state.ts';
import { WorkstationStateLabel } from '../../ui/reader/WorkstationStateLabel.tsx';

export interface WorkstationStateProps {
  /** The workstation (bound, `{ "var": "workstation" }`); nothing shows without one. */
  workstation?: unknown;
}

/**
 * The state of the screen's workstation in a reading header (000 §2.20: Ready / Not ready / Off-line): Not ready
 * when it lacks what reading needs, else what its device manager answers.
 */
export const workstationStateWidget = defineWidget<'workstation-state', WorkstationStateProps>({
  name: 'workstation-state',
  description: 'Ready / Not ready / Off-line of the bound workstation (000 §2.20).',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: { workstation: { type: ['object', 'null'] } },
  },
  component: function WorkstationStateWidget({ props, node }) {
    const state = useWorkstationState(parseWorkstation(props.workstation));
    return state ? <WorkstationStateLabel state={state} widgetId={node.id} /> : null;
  },
});
