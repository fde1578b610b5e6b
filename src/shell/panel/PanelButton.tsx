import type { ComponentPropsWithRef } from 'react';
import { PanelIcon, type PanelIconName } from './panel-icons.tsx';

export const panelItemClassName =
  'flex min-h-16 w-full items-center gap-4 rounded-xl px-4 py-3 text-left text-lg font-semibold text-neutral-100 hover:bg-neutral-800 focus-visible:outline-4 focus-visible:outline-brand';

/** A side panel button: an icon and its label (the label is the accessible name). */
export function PanelButton({
  icon,
  label,
  ...props
}: Omit<ComponentPropsWithRef<'button'>, 'children'> & { icon: PanelIconName; label: string }) {
  return (
    <button type="button" className={panelItemClassName} {...props}>
      <PanelIcon name={icon} />
      <span>{label}</span>
    </button>
  );
}
