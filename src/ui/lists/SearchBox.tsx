import { useId } from 'react';

/** A list's search field with its visible label, optionally marked with a barcode icon (a scanner types into it). */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  enabled,
  autoFocus,
  barcodeIcon,
  width,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  enabled: boolean;
  autoFocus?: boolean;
  barcodeIcon?: boolean;
  /** A fixed width in px (it still shrinks to fit a narrow screen). */
  width?: number;
}) {
  const id = useId();
  return (
    <div className="flex max-w-xl flex-col gap-1" style={width ? { width, maxWidth: '100%' } : undefined}>
      <label htmlFor={id} className="text-sm font-semibold text-neutral-300">
        {label}
      </label>
      <div className="relative">
        {barcodeIcon && <BarcodeIcon />}
        <input
          id={id}
          type="search"
          value={value}
          disabled={!enabled}
          autoFocus={autoFocus}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={`min-h-12 w-full rounded-xl border border-neutral-600 bg-neutral-900 pr-4 text-lg text-neutral-100 placeholder:text-neutral-400 focus-visible:outline-4 focus-visible:outline-brand ${
            barcodeIcon ? 'pl-10' : 'pl-4'
          }`}
        />
      </div>
    </div>
  );
}

const BarcodeIcon = () => (
  <svg aria-hidden viewBox="0 0 24 24" className="pointer-events-none absolute top-3.5 left-3 size-5 text-neutral-300">
    <path
      fill="currentColor"
      d="M2 4h2v16H2zm3 0h1v16H5zm3 0h2v16H8zm4 0h1v16h-1zm3 0h2v16h-2zm4 0h1v16h-1zm2 0h1v16h-1z"
    />
  </svg>
);
