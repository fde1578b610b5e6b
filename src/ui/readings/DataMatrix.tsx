import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An identifier with role data_matrix drawn as a data-matrix symbol. bwip-js (the maintained port of BWIPP) renders it
 * to SVG; it is loaded on first use, so screens that never show one do not pay for it.
 */
export function DataMatrix({ code }: { code: string }) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<{ code: string; svg: string }>();
  useEffect(() => {
    let cancelled = false;
    void import('bwip-js/browser').then(({ toSVG }) => {
      if (cancelled) return;
      try {
        setDrawn({ code, svg: toSVG({ bcid: 'datamatrix', text: code, scale: 3 }) });
      } catch {
        // A code the symbology cannot hold is shown as text only.
      }
    });
    return () => {
      cancelled = true;
    };
  }, [code]);
  if (drawn?.code !== code) return null;
  return (
    <img
      alt={t('readings.itemInfo.dataMatrix', { code })}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.svg)}`}
      className="h-20 w-20 rounded bg-white p-1"
    />
  );
}
