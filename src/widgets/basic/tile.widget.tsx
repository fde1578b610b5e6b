import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { TileIcon, tileIcons } from '../../ui/tile-icons.tsx';

export interface TileProps {
  /** i18n key of the label, or the text itself with `literal`. */
  label: string;
  literal?: boolean;
  icon?: (typeof tileIcons)[number];
  /** An image URL instead of an icon (000 §2.4). */
  imageUrl?: string;
}

/** A big touch tile that runs its action: the dashboard's operation tiles and the utilities' tiles (000 §2.4, §2.10). */
export const tileWidget = defineWidget<'tile', TileProps>({
  name: 'tile',
  description: 'A large tile with an icon or image and a label, running its action when pressed.',
  propsSchema: {
    type: 'object',
    required: ['label'],
    additionalProperties: false,
    properties: {
      label: { type: 'string', minLength: 1 },
      literal: { type: 'boolean' },
      icon: { enum: [...tileIcons] },
      imageUrl: { type: 'string' },
    },
  },
  component: function TileWidget({ props, enabled, onAction }) {
    const { t } = useTranslation();
    return (
      <button
        type="button"
        disabled={!enabled}
        onClick={() => void onAction?.()}
        className="flex min-h-40 flex-col items-center justify-center gap-4 rounded-2xl bg-neutral-900 p-6 text-center text-lg font-semibold ring-1 ring-white/10 hover:bg-neutral-800 focus-visible:outline-4 focus-visible:outline-brand disabled:opacity-50"
      >
        {props.imageUrl ? (
          <img src={props.imageUrl} alt="" className="size-14 object-contain" />
        ) : (
          <TileIcon name={props.icon ?? 'operation'} />
        )}
        <span>{props.literal ? props.label : t(props.label)}</span>
      </button>
    );
  },
});
