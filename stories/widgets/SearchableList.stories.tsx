import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { WidgetNode } from '../../src/runtime/descriptors/descriptor-types.ts';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/searchable-list', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sortings = [
  { id: 's1', code: 'SRT-001', status: 'OPEN', description: 'Winter returns', creationDate: '2026-02-01T08:30:00' },
  { id: 's2', code: 'SRT-002', status: 'OPEN', description: 'Summer stock', creationDate: '2026-02-14T16:05:09' },
  {
    id: 's3',
    code: 'SRT-003',
    status: 'POPULATING',
    description: 'Outlet transfer',
    creationDate: '2026-03-01T10:00:00',
  },
];

const columns = [
  { field: 'creationDate', label: 'widgets.columns.creationDate', format: 'date' },
  { field: 'status', label: 'widgets.columns.status', format: 'chip', chips: { OPEN: { colour: 'green' } } },
  { field: 'description', label: 'widgets.columns.description' },
];

/** The sorting list of 001 §2.13: search 'Search {type}' with a barcode icon, a row opens the reading screen. */
const list = (props: Record<string, unknown> = {}): WidgetNode => ({
  widget: 'searchable-list',
  props: {
    rowKey: 'id',
    columns,
    countLabel: 'widgets.list.results',
    searchLabel: 'widgets.list.search',
    searchPlaceholder: 'widgets.list.searchFor',
    searchParams: { type: 'sorting' },
    barcodeIcon: true,
    autoFocus: true,
    ...props,
  },
  bind: { rows: { var: 'screen.sortings' }, loading: { var: 'screen.loadingSortings' } },
  action: {
    type: 'navigate',
    to: '/sorting/:opCode/reading',
    params: { opCode: { var: 'operation.code' } },
    state: { sortingId: { var: 'event.row.id' } },
  },
});

const navigate = fn().mockName('navigate');

export const LocalSearch: Story = {
  name: 'Search filters the rows after 300 ms; the count follows; a row press navigates with the row (001 §2.13)',
  args: {
    ports: storyPorts({ navigate }),
    scope: { screen: { sortings }, operation: { code: 'SORT' } },
    nodes: [list({ searchFields: ['code', 'description', 'creationDate'] })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveFocus();
    await expect(search).toHaveAttribute('placeholder', 'Search sorting');
    await expect(canvas.getByRole('heading', { name: 'Results (3)' })).toBeInTheDocument();
    const rows = within(canvas.getByRole('list', { name: 'Results (3)' })).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('01/02/2026');
    await userEvent.type(search, 'summer');
    await expect(canvas.getByRole('heading', { name: 'Results (3)' })).toBeInTheDocument();
    await canvas.findByRole('heading', { name: 'Results (1)' });
    await userEvent.click(canvas.getByRole('button', { name: /Summer stock/ }));
    await expect(navigate).toHaveBeenCalledWith('/sorting/SORT/reading', { state: { sortingId: 's2' } });
    await userEvent.clear(search);
    await userEvent.type(search, '14/02');
    await canvas.findByRole('heading', { name: 'Results (1)' });
  },
};

export const NothingFound: Story = {
  args: { ports: storyPorts(), scope: { screen: { sortings } }, nodes: [list({ debounceMs: 0 })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'zzz');
    await expect(await canvas.findByText('No results')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { ports: storyPorts(), scope: { screen: { sortings: [], loadingSortings: true } }, nodes: [list()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByText('No results')).toBeNull();
  },
};

const searchSortings = fn(async ({ search }: Record<string, unknown>) =>
  sortings.filter((row) => row.code.includes(String(search).toUpperCase())),
).mockName('searchSortings');

export const ServerSearch: Story = {
  name: "Server search: the plugin's handler gets { search }, its rows kept in screen.sortings; the text in screen.search",
  args: {
    ports: storyPorts({ handlers: { searchSortings } }),
    scope: { screen: { sortings } },
    nodes: [
      list({
        searchHandler: { name: 'searchSortings', into: 'screen.sortings' },
        searchPath: 'screen.search',
      }),
      { widget: 'text', props: { tone: 'muted' }, bind: { value: { var: 'screen.search' } } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), '003');
    await canvas.findByRole('heading', { name: 'Results (1)' });
    await expect(searchSortings).toHaveBeenLastCalledWith({ search: '003' });
    await expect(canvas.getByText('003')).toBeInTheDocument();
  },
};

const many = Array.from({ length: 1000 }, (_, i) => ({
  id: `r${i}`,
  code: `SRT-${String(i).padStart(5, '0')}`,
  status: i % 7 === 0 ? 'POPULATING' : 'OPEN',
  description: `Sorting ${i}`,
  creationDate: '2026-02-01T08:30:00',
}));

export const AThousandRows: Story = {
  name: 'More than 200 rows: virtualised, only those in view are in the page',
  args: { ports: storyPorts(), scope: { screen: { sortings: many } }, nodes: [list({ debounceMs: 0 })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Results (1000)' })).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Results (1000)' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeLessThan(100));
    await userEvent.type(canvas.getByRole('searchbox'), 'Sorting 999');
    await canvas.findByRole('heading', { name: 'Results (1)' });
  },
};

export const WithoutSearch: Story = {
  name: 'No search box, no action: plain rows',
  args: {
    ports: storyPorts(),
    scope: { screen: { sortings } },
    nodes: [
      {
        widget: 'searchable-list',
        props: { rowKey: 'id', columns, label: 'widgets.log.title' },
        bind: { rows: { var: 'screen.sortings' } },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(within(canvas.getByRole('list', { name: 'Events' })).getAllByRole('listitem')).toHaveLength(3);
  },
};

const parcels = [
  { id: 'p1', code: 'PRC-001', status: 'COMPLETED' },
  { id: 'p2', code: 'PRC-002', status: 'IN_PROGRESS' },
  { id: 'p3', code: 'PRC-003', status: 'COMPLETED' },
];

/** A product picture as a data URL, so the story needs no server. */
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#0e7490"/></svg>',
)}`;

const parcelContent = fn(async ({ row }: Record<string, unknown>) => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const code = String((row as { code: string }).code);
  return [
    {
      code: `${code}-SKU-1`,
      imageUrl: picture,
      style: 'ST-10',
      material: 'Wool',
      color: 'Navy',
      size: 'M',
      quantity: 3,
    },
    { code: `${code}-SKU-2`, style: 'ST-11', material: 'Cotton', color: 'White', size: 'L', quantity: 1 },
  ];
}).mockName('parcelContent');

const openParcel = fn(async () => {}).mockName('openParcel');

export const ExpandableRows: Story = {
  name: "Completed parcels open onto their content, loaded once by the plugin's handler; other rows run the action (001 §2.5)",
  args: {
    ports: storyPorts({ handlers: { parcelContent, openParcel } }),
    scope: { screen: { parcels } },
    nodes: [
      {
        widget: 'searchable-list',
        props: {
          rowKey: 'id',
          countLabel: 'widgets.list.results',
          columns: [
            { field: 'code', label: 'widgets.columns.code' },
            {
              field: 'status',
              label: 'widgets.columns.status',
              format: 'chip',
              chips: { COMPLETED: { colour: 'green' }, IN_PROGRESS: { colour: 'yellow' } },
            },
          ],
          expand: {
            handler: 'parcelContent',
            when: { '==': [{ var: 'row.status' }, 'COMPLETED'] },
            rowKey: 'code',
            columns: [
              { field: 'imageUrl', label: 'widgets.columns.image', format: 'image' },
              { field: 'code', label: 'widgets.columns.code' },
              { field: 'style', label: 'widgets.columns.style' },
              { field: 'material', label: 'widgets.columns.material' },
              { field: 'color', label: 'widgets.columns.color' },
              { field: 'size', label: 'widgets.columns.size' },
              { field: 'quantity', label: 'widgets.columns.quantity' },
            ],
          },
        },
        bind: { rows: { var: 'screen.parcels' } },
        action: { type: 'handler', name: 'openParcel', args: { id: { var: 'event.row.id' } } },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    parcelContent.mockClear();
    const row = canvas.getByRole('button', { name: /PRC-001/ });
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(row);
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content');
    const table = await canvas.findByRole('table', { name: 'Content of PRC-001' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByText('IMAGE MISSING')).toBeInTheDocument();
    await userEvent.click(row);
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(row);
    await expect(canvas.getByRole('table', { name: 'Content of PRC-001' })).toBeVisible();
    await expect(parcelContent).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /PRC-002/ }));
    await expect(openParcel).toHaveBeenCalledWith({ id: 'p2' });
  },
};
