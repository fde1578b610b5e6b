import { defineWidget } from '../../runtime/render/define-widget.ts';

export interface TileGridProps {
  columns?: 2 | 3 | 4;
}

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

export const tileGridWidget = defineWidget<'tile-grid', TileGridProps>({
  name: 'tile-grid',
  description: 'A responsive grid of tiles.',
  propsSchema: { type: 'object', additionalProperties: false, properties: { columns: { enum: [2, 3, 4] } } },
  component: function TileGridWidget({ props, children }) {
    return <div className={`grid grid-cols-1 gap-4 ${columnClasses[props.columns ?? 3]}`}>{children}</div>;
  },
});
