import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/http-client.ts';
import { decodeItems } from '../api/item-decode.ts';
import { imageUrl, searchProductsByCodes } from '../api/item-info.ts';
import type { Product } from '../core/readings/decoded-read.ts';
import type { ProductDetailRequest } from '../ui/dialogs/ConfirmDialog.tsx';
import { ProductCard } from '../ui/readings/ItemInfoModal.tsx';

/** The answer of a lookup, with the request it answers (a later request shows loading until its own answer). */
type Answer = { key: string; product: Product | undefined };

/** The product a confirm asks about: by its code, else by the item an identifier names (items decode). */
async function lookUpProduct(api: ApiClient, detail: ProductDetailRequest): Promise<Product | undefined> {
  if (detail.productCode) return (await searchProductsByCodes(api, [detail.productCode]))[0];
  if (detail.identifierCode) return (await decodeItems(api, [detail.identifierCode]))[0]?.item?.product ?? undefined;
  return undefined;
}

/**
 * The product card of a confirm modal (000 §2.18 showDetailForProduct), looked up through the API when the modal
 * opens; a product that cannot be found (or a failed lookup) says so and leaves the question answerable.
 */
export function ConfirmProductDetail({ api, detail }: { api: ApiClient; detail: ProductDetailRequest }) {
  const { t } = useTranslation();
  const { productCode, identifierCode } = detail;
  const key = JSON.stringify([productCode, identifierCode]);
  const [answer, setAnswer] = useState<Answer>();
  useEffect(() => {
    let current = true;
    lookUpProduct(api, { productCode, identifierCode }).then(
      (product) => current && setAnswer({ key, product }),
      () => current && setAnswer({ key, product: undefined }),
    );
    return () => {
      current = false;
    };
  }, [api, key, productCode, identifierCode]);
  if (answer?.key !== key) return <p role="status">{t('readings.itemInfo.loading')}</p>;
  if (!answer.product) return <p>{t('readings.itemInfo.productNotFound')}</p>;
  return <ProductCard product={answer.product} imageUrl={(imageId) => imageUrl(api, imageId)} />;
}
