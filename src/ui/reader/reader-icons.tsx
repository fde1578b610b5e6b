/** Small inline icons of the reader widgets (no icon font: the CSP allows the station's own files only). */
export function PlayIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-7" fill="currentColor">
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-7" fill="currentColor">
      <path d="M6 5h4v14H6zM14 5h4v14h-4z" />
    </svg>
  );
}

export function ClearIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
    </svg>
  );
}

export function AntennaIcon({ on }: { on: boolean }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M12 12v9M9 21h6" />
      <circle cx="12" cy="10" r="2" fill="currentColor" />
      {on && (
        // 000 §1 the animated radio-frequency graphic: inner then outer waves (still under prefers-reduced-motion).
        <g data-rf-waves="animated">
          <path
            className="animate-rf-wave motion-reduce:animate-none"
            d="M7.8 5.8a6 6 0 0 0 0 8.4M16.2 5.8a6 6 0 0 1 0 8.4"
          />
          <path
            className="animate-rf-wave [animation-delay:0.4s] motion-reduce:animate-none"
            d="M5 3a10 10 0 0 0 0 14M19 3a10 10 0 0 1 0 14"
          />
        </g>
      )}
      {!on && <path d="M4 4l16 16" />}
    </svg>
  );
}

export function Spinner() {
  return (
    <span
      aria-hidden
      data-testid="reader-loader"
      className="size-7 animate-spin rounded-full border-4 border-current border-t-transparent"
    />
  );
}
