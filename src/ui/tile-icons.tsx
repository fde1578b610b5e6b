/** The icons a tile can show; drawn inline so they need no asset pipeline. */
export const tileIcons = ['operation', 'write-tag', 'settings'] as const;

const paths: Record<(typeof tileIcons)[number], string> = {
  operation: 'M4 6h16M4 12h16M4 18h10',
  'write-tag': 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  settings: 'M12 15a3 3 0 100-6 3 3 0 000 6zM4 12h2m12 0h2M12 4v2m0 12v2',
};

export function TileIcon({ name }: { name: (typeof tileIcons)[number] }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className="size-14 stroke-brand"
      fill="none"
      strokeWidth={1.8}
      strokeLinecap="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
