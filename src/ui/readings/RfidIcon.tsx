/** 000 §9: the size of an icon when its screen gives none. */
export const defaultIconSize = 24;

/** The RFID tag icon a row shows instead of the product image (000 §2.15). */
export function RfidIcon({ label, size = defaultIconSize }: { label: string; size?: number }) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      className="shrink-0 text-neutral-400"
    >
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M8 12a4 4 0 0 1 4-4M8 12a4 4 0 0 0 4 4M12 10.5a1.5 1.5 0 1 1 0 3" />
    </svg>
  );
}

/** Icons per identifier type (000 §2.16): UHF, NFC, other. */
export function IdentifierIcon({
  type,
  label,
  size = defaultIconSize,
}: {
  type: string;
  label: string;
  size?: number;
}) {
  const path =
    type === 'UHF_TAG'
      ? 'M4 12a8 8 0 0 1 16 0M7 12a5 5 0 0 1 10 0M10 12a2 2 0 0 1 4 0'
      : type === 'NFC_TAG'
        ? 'M6 18V6l12 12V6'
        : 'M4 6v12M8 6v12M11 6v12M15 6v12M18 6v12M20 6v12';
  return (
    <svg
      role="img"
      aria-label={label}
      data-identifier-type={type}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      className="shrink-0"
    >
      <path d={path} />
    </svg>
  );
}
