import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from './LoadingOverlay.tsx';

export interface PageFrameProps {
  title: string;
  /** Shows the back arrow. */
  onBack?: () => void;
  /** Widgets of the header bar (shipment detail, toggles). */
  header?: ReactNode;
  /** Action buttons at the right of the header. */
  actions?: ReactNode;
  /** The operation detail values; top when `detailsInSidebar` is false, else at the head of the sidebar. */
  details?: ReactNode;
  detailsInSidebar?: boolean;
  sidebar?: ReactNode;
  loading?: boolean;
  /** The overlay's text instead of 'loading data' (e.g. 'operation in progress', 000 §2.11-16). */
  loadingLabel?: string;
  children?: ReactNode;
}

/** The shared page frame of 000 §2.14: header with back arrow, title and actions; details; main; right sidebar. */
export function PageFrame(props: PageFrameProps) {
  const { t } = useTranslation();
  const hasSidebar = Boolean(props.sidebar) || (props.detailsInSidebar && Boolean(props.details));
  return (
    <div className="flex min-h-screen flex-col bg-neutral-950 text-neutral-100">
      <header className="flex flex-wrap items-center gap-3 border-b border-white/10 bg-neutral-900 px-4 py-3">
        {props.onBack && (
          <button
            type="button"
            onClick={props.onBack}
            aria-label={t('runtime.back')}
            className="grid size-11 place-items-center rounded-xl text-2xl hover:bg-neutral-800 focus-visible:outline-4 focus-visible:outline-brand"
          >
            <span aria-hidden>←</span>
          </button>
        )}
        <h1 className="mr-auto text-xl font-bold">{props.title}</h1>
        {props.header}
        {props.actions && <div className="flex flex-wrap items-center gap-2">{props.actions}</div>}
      </header>
      {props.details && !props.detailsInSidebar && (
        <section aria-label={t('runtime.details')} className="border-b border-white/10 bg-neutral-900/60 px-4 py-2">
          {props.details}
        </section>
      )}
      <div className="flex flex-1 flex-col gap-4 p-4 lg:flex-row">
        <main className="min-w-0 flex-1">{props.children}</main>
        {hasSidebar && (
          <aside className="flex w-full flex-col gap-4 lg:w-80">
            {props.detailsInSidebar && props.details && (
              <section aria-label={t('runtime.details')} className="rounded-xl bg-neutral-900 p-3">
                {props.details}
              </section>
            )}
            {props.sidebar}
          </aside>
        )}
      </div>
      {props.loading && <LoadingOverlay label={props.loadingLabel} />}
    </div>
  );
}
