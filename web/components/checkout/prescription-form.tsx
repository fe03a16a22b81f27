import {
  PRESCRIPTION_MAX_BYTES,
  PRESCRIPTION_TYPES,
  type Prescription,
  prescriptionFields,
} from '#lib/contracts/prescriptions.ts';
import { formatNumber } from '#lib/i18n/format.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { translate } from '#lib/i18n/translate.ts';
import { GENDERS } from '#lib/reference-data.ts';
import { ContractForm, type FormActionData } from '../forms/contract-form.tsx';
import { type FieldSpec, optionsOf } from '../forms/schema-fields.ts';

/** What the prescriptions action answers. */
export type PrescriptionActionData = FormActionData<Prescription> & { deleted?: number };

/** A message naming the largest file, in both languages (the size in each language's digits). */
function withSize(key: MessageKey) {
  const size = PRESCRIPTION_MAX_BYTES / 1024 / 1024;
  return {
    en: translate('en', key, { size: formatNumber(size, 'en') }),
    bn: translate('bn', key, { size: formatNumber(size, 'bn') }),
  };
}

/** Spec §9 genders; "Not Mentioned" unless the customer says. */
const NOT_MENTIONED = '4';

const FIELDS: FieldSpec[] = [
  {
    name: 'file',
    kind: 'file',
    label: 'prescription.field.file',
    accept: PRESCRIPTION_TYPES.join(','),
    hint: withSize('prescription.fileHint'),
    span: 3,
  },
  { name: 'title', label: 'prescription.field.title', span: 3 },
  { name: 'patient_name', label: 'prescription.field.patient', span: 2 },
  { name: 'patient_age', label: 'prescription.field.age' },
  {
    name: 'patient_gender',
    label: 'prescription.field.gender',
    kind: 'select',
    options: optionsOf(GENDERS),
    span: 3,
  },
];

/** The chosen file: present, small enough, and an image or a PDF (the server checks its bytes). */
function fileProblems(_values: Record<string, string>, form: FormData) {
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return { file: withSize('prescription.fileRequired') };
  if (file.size > PRESCRIPTION_MAX_BYTES) return { file: withSize('prescription.fileTooLarge') };
  if (file.type && !(PRESCRIPTION_TYPES as readonly string[]).includes(file.type))
    return { file: withSize('prescription.fileType') };
  return null;
}

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
  return (
    <ContractForm<Prescription>
      schema={prescriptionFields}
      fields={FIELDS}
      values={{ patient_gender: NOT_MENTIONED }}
      columns={3}
      action={action}
      intent="upload"
      check={fileProblems}
      onSaved={onSaved}
      resetOnSave
      savedMessage="prescription.saved"
      submitLabel="prescription.upload"
      pendingLabel="prescription.uploading"
    />
  );
}
