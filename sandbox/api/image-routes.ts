/**
 * GET /api/v1/images?imageId={id}&access_token={token} (000 §7.3). Demo image ids are 'IMG-{productCode}',
 * optionally ending in '-small' or '-large' (the sizes of the product's attributes.imageId JSON; medium is the
 * default). Answers an SVG picture of the product, or 404 when no product has that code.
 */
import type { Hono } from 'hono';
import { listRecords } from '../db/resource-store.ts';
import { badRequest, notFound } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { productImageSvg } from './product-image-svg.ts';
import type { ImageSize } from './product-image-svg.ts';

const SIZE_SUFFIX = /-(small|medium|large)$/;

function candidates(imageId: string): { code: string; size: ImageSize }[] {
  const code = imageId.replace(/^IMG-/, '');
  const sized = SIZE_SUFFIX.exec(code);
  const list: { code: string; size: ImageSize }[] = [{ code, size: 'medium' }];
  if (sized?.[1]) list.push({ code: code.slice(0, sized.index), size: sized[1] as ImageSize });
  return list;
}

export function registerImageRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  app.get('/api/v1/images', async (c) => {
    const imageId = c.req.query('imageId')?.trim();
    if (!imageId) throw badRequest('INVALID_PARAMETER', 'imageId is required');
    const options = candidates(imageId);
    const products = await listRecords(deps.db, 'products', { codes: options.map((option) => option.code) });
    for (const option of options) {
      const product = products.find((candidate) => candidate.code === option.code);
      if (!product) continue;
      return c.body(productImageSvg(product, option.size), 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'private, max-age=3600',
      });
    }
    throw notFound(`image ${imageId} not found`);
  });
}
