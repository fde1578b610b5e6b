import { defineWidget } from '../../runtime/render/define-widget.ts';

export interface StackProps {
  direction?: 'row' | 'column';
  gap?: 'small' | 'medium' | 'large';
}

const gaps = { small: 'gap-2', medium: 'gap-4', large: 'gap-8' } as const;

export const stackWidget = defineWidget<'stack', StackProps>({
  name: 'stack',
  description: 'Lays its children out in a row or a column.',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: { direction: { enum: ['row', 'column'] }, gap: { enum: ['small', 'medium', 'large'] } },
  },
  component: function StackWidget({ props, children }) {
    const direction = props.direction === 'row' ? 'flex-row flex-wrap items-center' : 'flex-col';
    return <div className={`flex ${direction} ${gaps[props.gap ?? 'medium']}`}>{children}</div>;
  },
});
