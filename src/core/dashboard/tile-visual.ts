/** What a tile shows above its description: the operation's image URL, or an icon (000 §2.4). */
export type TileVisual =
  { readonly kind: 'image'; readonly url: string } | { readonly kind: 'icon'; readonly name: string };

const imageUrl = /^(?:https?:\/\/|\/|data:image\/)/i;

/** An `icon` that is a URL (absolute, root-relative or a data image) is an image; anything else names an icon. */
export function tileVisual(icon: string): TileVisual {
  const value = icon.trim();
  return imageUrl.test(value) ? { kind: 'image', url: value } : { kind: 'icon', name: value };
}
