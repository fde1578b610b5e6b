import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationKind } from '../core/operation-types.ts';
import { loadPlugin } from '../plugins/plugin-loaders.ts';
import { LoadingOverlay } from '../ui/frame/LoadingOverlay.tsx';
import { useTranslationBundles } from './use-translation-bundles.ts';

/**
 * The pages that are not on the way from sign-in to the dashboard, each fetched the first time it is shown (README,
 * "What loads when"). Sign-in, start-up, the dashboard and its side panel, the dialog host and the toasts stay in the
 * entry chunk: every user needs them at once.
 */

/**
 * A page fetched on first use with the screens' texts (readings, forms, widgets, confirmation) in the station's
 * language: the code and the texts are asked for together, and the page shows once both are there.
 */
function lazyScreenPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function ScreenPage(props: Props) {
    useTranslationBundles(['screens'], load);
    return <Page {...props} />;
  };
}

/**
 * The operation page holds the descriptor runtime (json-logic, the descriptor checks), the widget registry, the reading
 * stack (tag pipeline, virtual rows, item info) and the start form's engine (form schema parsing with re2js; RJSF is a
 * chunk of its own below it).
 */
const loadOperationPage = () => import('./operation/OperationPage.tsx');
export const OperationPage = lazyScreenPage(() => loadOperationPage().then((module) => module.OperationPage));

/** Opens an operation of a kind: its screens' code and its plugin are fetched side by side, not one after the other. */
export function preloadOperation(kind: OperationKind): void {
  void loadOperationPage();
  loadPlugin(kind).catch(() => undefined);
}

/** Utilities and write tag are descriptor screens too (the runtime and widgets shared with the operation page). */
export const UtilitiesPage = lazyScreenPage(() => import('./UtilitiesPage.tsx').then((module) => module.UtilitiesPage));
export const WriteTagPage = lazyScreenPage(() =>
  import('./write-tag/WriteTagPage.tsx').then((module) => module.WriteTagPage),
);

/** Self-initialization is shown once in an account's life, to users without places. */
export const SelfInitialization = lazyScreenPage(() =>
  import('./self-init/SelfInitialization.tsx').then((module) => module.SelfInitialization),
);

/** The 'loading data' overlay while a page's code arrives. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingOverlay />}>{children}</Suspense>;
}

/** The product card a confirm may show (000 §2.18 showDetailForProduct): the item info UI, fetched when first asked. */
const LazyConfirmProductDetail = lazyScreenPage(() =>
  import('./ConfirmProductDetail.tsx').then((module) => module.ConfirmProductDetail),
);
export function ConfirmProductDetail(props: ComponentProps<typeof LazyConfirmProductDetail>) {
  return (
    <Suspense fallback={<ProductDetailLoading />}>
      <LazyConfirmProductDetail {...props} />
    </Suspense>
  );
}

function ProductDetailLoading() {
  const { t } = useTranslation();
  return <p role="status">{t('app.loading')}</p>;
}
