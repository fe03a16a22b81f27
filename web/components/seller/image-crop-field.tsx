import { useEffect, useRef, useState } from 'react';
import { mediaUrl } from '#lib/media.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { uploadImage } from '../../routes/products/shared.ts';
import { FormMessage } from '../account/field.tsx';
import { FileField } from '../forms/file-field.tsx';

/** An image's address: a media key, or a path or URL as it is. */
export const imageSrc = (value: string) => (/^(https?:)?\//.test(value) ? value : mediaUrl(value));

interface Crop {
  zoom: number;
  /** Where the crop sits in the picture's spare width and height, 0–100 %. */
  x: number;
  y: number;
}

/** The part of the picture a crop takes, in its own pixels, for an output of aspect `ratio`. */
export function cropRect(
  image: { width: number; height: number },
  ratio: number,
  crop: Crop,
): { sx: number; sy: number; sw: number; sh: number } {
  const fitsWide = image.width / image.height > ratio;
  const baseWidth = fitsWide ? image.height * ratio : image.width;
  const baseHeight = fitsWide ? image.height : image.width / ratio;
  const sw = baseWidth / crop.zoom;
  const sh = baseHeight / crop.zoom;
  return {
    sx: ((image.width - sw) * crop.x) / 100,
    sy: ((image.height - sh) * crop.y) / 100,
    sw,
    sh,
  };
}

/**
 * A shop's logo or banner (spec §2 LogoInformation, BannerInformation): pick a picture, frame it
 * with zoom and position sliders (they work with a thumb on a phone and with arrow keys) while a
 * preview shows exactly what will be kept, then the cropped picture is uploaded to the shop's
 * media gallery and its path goes in the form. The current image shows until it is replaced.
 */
export function ImageCropField({
  name,
  labelledBy,
  initial,
  output,
}: {
  name: string;
  /** The id of the heading that names the field (its section's): read once on screen, and by a screen reader as the file field's name. */
  labelledBy: string;
  initial: string;
  /** The kept picture's size: a square logo, a 4:1 banner. */
  output: { width: number; height: number };
}) {
  const { t } = useI18n();
  const [value, setValue] = useState(initial);
  const [picture, setPicture] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<Crop>({ zoom: 1, x: 50, y: 50 });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ en: string; bn: string } | string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const ratio = output.width / output.height;

  useEffect(() => {
    const target = canvas.current?.getContext('2d');
    if (!picture || !target) return;
    const { sx, sy, sw, sh } = cropRect(picture, ratio, crop);
    target.clearRect(0, 0, output.width, output.height);
    target.drawImage(picture, sx, sy, sw, sh, 0, 0, output.width, output.height);
  }, [picture, crop, ratio, output.width, output.height]);

  const choose = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setPicture(image);
      setCrop({ zoom: 1, x: 50, y: 50 });
    };
    image.onerror = () => setError(t('sellerDesk.crop.unreadable'));
    image.src = url;
  };

  const keep = async () => {
    if (!canvas.current) return;
    setBusy(true);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.current?.toBlob(resolve, 'image/jpeg', 0.9),
    );
    if (!blob) {
      setBusy(false);
      return;
    }
    const uploaded = await uploadImage(new File([blob], `${name}.jpg`, { type: 'image/jpeg' }));
    setBusy(false);
    if (!uploaded.ok) return setError(uploaded.message);
    setValue(uploaded.data.path);
    setPicture(null);
  };

  const slider = (key: keyof Crop, labelText: string, min: number, max: number, step: number) => (
    <label className="flex flex-col gap-1 text-sm text-gray-700">
      {labelText}
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={crop[key]}
        onChange={(event) => setCrop((current) => ({ ...current, [key]: Number(event.target.value) }))}
        className="w-full accent-brand-600"
      />
    </label>
  );

  const round = ratio === 1;
  return (
    <div className="flex flex-col gap-2">
      <input type="hidden" name={name} value={value} />
      {value && !picture ? (
        <figure className="flex flex-col gap-1">
          <img
            src={imageSrc(value)}
            alt={t('sellerDesk.settings.preview')}
            className={`${round ? 'h-24 w-24 rounded-full' : 'aspect-[4/1] w-full'} border border-gray-200 object-cover`}
          />
          <figcaption className="text-xs text-gray-600">{t('sellerDesk.settings.preview')}</figcaption>
        </figure>
      ) : null}
      <FileField
        aria-labelledby={labelledBy}
        accept="image/jpeg,image/png,image/webp"
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {picture ? (
        <div className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3">
          <canvas
            ref={canvas}
            width={output.width}
            height={output.height}
            role="img"
            aria-label={t('sellerDesk.crop.preview')}
            className={`${round ? 'w-40 rounded-full' : 'w-full'} max-w-full border border-gray-200`}
          />
          {slider('zoom', t('sellerDesk.crop.zoom'), 1, 3, 0.05)}
          {slider('x', t('sellerDesk.crop.horizontal'), 0, 100, 1)}
          {slider('y', t('sellerDesk.crop.vertical'), 0, 100, 1)}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={keep}
              disabled={busy}
              className="min-h-10 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {busy ? t('sellerDesk.crop.uploading') : t('sellerDesk.crop.use')}
            </button>
            <button
              type="button"
              onClick={() => setPicture(null)}
              className="min-h-10 rounded-md border border-gray-300 px-4 py-2 text-sm"
            >
              {t('sellerDesk.crop.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      {value && !picture ? (
        <button
          type="button"
          onClick={() => setValue('')}
          className="self-start text-sm text-red-700 underline-offset-2 hover:underline"
        >
          {t('sellerDesk.crop.remove')}
        </button>
      ) : null}
      {error ? <FormMessage message={error} /> : null}
    </div>
  );
}
