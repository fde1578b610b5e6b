import { useTranslation } from 'react-i18next';
import { languages, type Language } from '../../core/language.ts';

/** 000 §2.7 language picker: English = en, Italiano = it, as two big radio buttons. */
export function LanguagePicker({ value, onChange }: { value: Language; onChange: (language: Language) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-5">
      <legend className="text-lg text-neutral-300">{t('panel.settingsDialog.language')}</legend>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {languages.map((language) => (
          <label
            key={language}
            className="flex min-h-14 cursor-pointer items-center justify-center gap-3 rounded-xl bg-neutral-800 px-4 text-lg font-bold has-checked:bg-brand has-checked:text-neutral-950 has-focus-visible:outline-4 has-focus-visible:outline-brand"
          >
            <input
              type="radio"
              name="station-language"
              value={language}
              checked={value === language}
              onChange={() => onChange(language)}
              className="sr-only"
            />
            {t(`panel.languages.${language}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
