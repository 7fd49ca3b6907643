import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';

const maxBytes = 2 * 1024 * 1024;
const accepted = ['image/jpeg', 'image/png', 'image/webp'];

/** Current photo with a file picker and a preview of the chosen file before it is saved. */
export function ProfilePhoto({
  current,
  file,
  onFile,
}: {
  current: string;
  file: File | null;
  onFile: (f: File | null) => void;
}) {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <div className="flex items-center gap-4">
      <img
        src={preview ?? current}
        alt={t('profile.photo')}
        width={80}
        height={80}
        className="size-20 rounded-full object-cover ring-2 ring-sand-200"
      />
      <div>
        <label
          htmlFor="profile-photo"
          className="cursor-pointer font-semibold text-brand-700 underline dark:text-brand-100"
        >
          {t('profile.change_photo')}
        </label>
        <input
          id="profile-photo"
          type="file"
          accept={accepted.join(',')}
          className="sr-only"
          aria-describedby="profile-photo-hint"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            if (chosen && !accepted.includes(chosen.type)) return setError(t('profile.photo_type'));
            if (chosen && chosen.size > maxBytes) return setError(t('profile.photo_too_large'));
            setError(null);
            onFile(chosen);
          }}
        />
        <p id="profile-photo-hint" className="text-sm text-slate-600 dark:text-slate-300">
          {t('profile.photo_hint')}
        </p>
        {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
      </div>
    </div>
  );
}
