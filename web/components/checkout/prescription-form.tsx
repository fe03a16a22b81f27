import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import {
  PRESCRIPTION_MAX_BYTES,
  PRESCRIPTION_TYPES,
  type Prescription,
  prescriptionFields,
} from '#lib/contracts/prescriptions.ts';
import { formatNumber } from '#lib/i18n/format.ts';
import { translate } from '#lib/i18n/translate.ts';
import { GENDERS } from '#lib/reference-data.ts';
import { clientErrors, type FormErrors, formValues } from '../../lib/form-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { buttonClass, Field, FormMessage } from '../account/field.tsx';

/** What the prescriptions action answers. */
export type PrescriptionActionData = { saved?: Prescription; deleted?: number; errors?: FormErrors };

/**
 * Uploading a prescription: an image or a PDF (at most 5 MB; the server recognises the kind from
 * the file's bytes), its title, the patient's name, age and gender. Posts to the my-prescriptions
 * page's action, from that page or from the checkout.
 */
export function PrescriptionForm({
  action,
  onSaved,
}: {
  /** The my-prescriptions route; absent on that page itself. */
  action?: string | undefined;
  onSaved?: (prescription: Prescription) => void;
}) {
  const { t, number, locale } = useI18n();
  const fetcher = useFetcher<PrescriptionActionData>();
  const [clientSide, setClientSide] = useState<FormErrors | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const errors = clientSide ?? fetcher.data?.errors;

  const saved = fetcher.data?.saved;
  useEffect(() => {
    if (saved && fetcher.state === 'idle') {
      form.current?.reset();
      onSaved?.(saved);
    }
  }, [saved, fetcher.state, onSaved]);

  useEffect(() => {
    if (errors?.fields) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const problems = clientErrors(prescriptionFields, formValues(data)) ?? { fields: {} };
    const file = data.get('file');
    const fields = { ...problems.fields };
    if (!(file instanceof File) || file.size === 0) fields.file = fileProblem('prescription.fileRequired');
    else if (file.size > PRESCRIPTION_MAX_BYTES) fields.file = fileProblem('prescription.fileTooLarge');
    else if (file.type && !(PRESCRIPTION_TYPES as readonly string[]).includes(file.type))
      fields.file = fileProblem('prescription.fileType');
    const hasProblems = Object.keys(fields).length > 0;
    setClientSide(hasProblems ? { fields } : null);
    if (hasProblems) event.preventDefault();
  };

  const fileError = errors?.fields?.file;
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value="upload" />
      <FormMessage
        message={errors?.fields && Object.keys(errors.fields).length > 0 ? undefined : errors?.message}
      />
      {saved && fetcher.state === 'idle' ? (
        <FormMessage tone="success" message={t('prescription.saved')} />
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor="field-file" className="text-sm font-medium text-gray-800">
          {t('prescription.field.file')}
        </label>
        <input
          id="field-file"
          name="file"
          type="file"
          accept={PRESCRIPTION_TYPES.join(',')}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? 'field-file-hint field-file-error' : 'field-file-hint'}
          className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
        />
        <p id="field-file-hint" className="text-xs text-gray-600">
          {t('prescription.fileHint', { size: number(PRESCRIPTION_MAX_BYTES / 1024 / 1024) })}
        </p>
        {fileError ? (
          <p id="field-file-error" className="text-sm text-red-700">
            {fileError[locale]}
          </p>
        ) : null}
      </div>
      <Field name="title" label={t('prescription.field.title')} error={errors?.fields?.title} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          name="patient_name"
          label={t('prescription.field.patient')}
          error={errors?.fields?.patient_name}
          className="sm:col-span-2"
        />
        <Field
          name="patient_age"
          label={t('prescription.field.age')}
          inputMode="numeric"
          error={errors?.fields?.patient_age}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="field-patient_gender" className="text-sm font-medium text-gray-800">
          {t('prescription.field.gender')}
        </label>
        <select
          id="field-patient_gender"
          name="patient_gender"
          defaultValue="4"
          className="rounded-md border border-gray-300 bg-white px-3 py-2 text-base"
        >
          {GENDERS.map((gender) => (
            <option key={gender.id} value={gender.id}>
              {locale === 'bn' ? gender.title_bn : gender.title}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${buttonClass} self-start`} disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? t('prescription.uploading') : t('prescription.upload')}
      </button>
    </fetcher.Form>
  );
}

/** A problem with the chosen file, in both languages (the size in each language's digits). */
function fileProblem(
  key: 'prescription.fileRequired' | 'prescription.fileTooLarge' | 'prescription.fileType',
) {
  const size = PRESCRIPTION_MAX_BYTES / 1024 / 1024;
  return {
    en: translate('en', key, { size: formatNumber(size, 'en') }),
    bn: translate('bn', key, { size: formatNumber(size, 'bn') }),
  };
}
