/** An on/off setting of the settings dialog: a big touch target with a switch role. */
export function SettingSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="mt-3 flex min-h-14 cursor-pointer items-center justify-between gap-4 rounded-xl bg-neutral-800 px-4 text-lg has-focus-visible:outline-4 has-focus-visible:outline-brand">
      <span>{label}</span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-7 accent-(--color-brand)"
      />
    </label>
  );
}
