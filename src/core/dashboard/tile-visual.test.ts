import { describe, expect, it } from 'vitest';
import { tileVisual } from './tile-visual.ts';

describe('tileVisual()', () => {
  it.each([
    'https://cdn.example.com/tiles/inbound.png',
    'http://intranet/tile.svg',
    '/api/v1/images?imageId=TILE-1',
    'data:image/png;base64,AAAA',
  ])('[000-2.4-14] should show %s as an image', (icon) => {
    expect(tileVisual(` ${icon} `)).toEqual({ kind: 'image', url: icon });
  });

  it.each(['truck', 'arrow-down-tray', ''])('[000-2.4-14] should show %j as an icon name', (icon) => {
    expect(tileVisual(icon)).toEqual({ kind: 'icon', name: icon });
  });
});
