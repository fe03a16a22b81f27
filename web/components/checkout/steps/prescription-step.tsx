import { useCallback } from 'react';
import { PRESCRIPTIONS_PER_ORDER } from '#lib/contracts/orders.ts';
import type { Prescription } from '#lib/contracts/prescriptions.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { PrescriptionForm } from '../prescription-form.tsx';
import { Step } from './step.tsx';

/** Where the prescription form posts (the my-prescriptions page's action). */
const PRESCRIPTION_ACTION = '/user/my-prescriptions';

/**
 * Prescriptions, when a product needs one: up to the order contract's number of the customer's
 * saved ones, or a new upload (chosen at once).
 */
export function PrescriptionStep({
  id,
  number,
  prescriptions,
  chosen,
  onChange,
}: {
  id: string;
  number: number;
  prescriptions: Prescription[];
  chosen: number[];
  onChange: (update: (chosen: number[]) => number[]) => void;
}) {
  const { t } = useI18n();
  const onSaved = useCallback(
    (prescription: Prescription) =>
      onChange((current) => [...current, prescription.id].slice(-PRESCRIPTIONS_PER_ORDER)),
    [onChange],
  );
  return (
    <Step id={id} number={number} title={t('checkout.prescriptions')}>
      <p className="text-sm text-gray-700">{t('checkout.prescriptionsNeeded')}</p>
      {prescriptions.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('checkout.prescriptions')}</legend>
          {prescriptions.map((prescription) => (
            <label key={prescription.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={chosen.includes(prescription.id)}
                disabled={!chosen.includes(prescription.id) && chosen.length >= PRESCRIPTIONS_PER_ORDER}
                onChange={(event) =>
                  onChange((current) =>
                    event.target.checked
                      ? [...current, prescription.id]
                      : current.filter((item) => item !== prescription.id),
                  )
                }
              />
              {prescription.title} · {prescription.patient_name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <details className="rounded-md border border-gray-200 p-3" open={prescriptions.length === 0}>
        <summary className="cursor-pointer font-medium">{t('prescription.uploadTitle')}</summary>
        <div className="pt-3">
          <PrescriptionForm action={PRESCRIPTION_ACTION} onSaved={onSaved} />
        </div>
      </details>
    </Step>
  );
}
