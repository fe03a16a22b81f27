import { data, useFetcher } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import {
  deletePrescription,
  listPrescriptions,
  type Prescription,
  storePrescription,
} from '#lib/contracts/prescriptions.ts';
import { translate } from '#lib/i18n/translate.ts';
import { GENDERS } from '#lib/reference-data.ts';
import { DeleteForm } from '../../components/account/delete-form.tsx';
import { FormMessage } from '../../components/account/field.tsx';
import {
  type PrescriptionActionData,
  PrescriptionForm,
} from '../../components/checkout/prescription-form.tsx';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { apiOf } from '../../lib/context.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/my-prescriptions';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { data: prescriptions } = await apiOf(context).call(listPrescriptions);
  return { prescriptions, locale: localeFromCookieHeader(request.headers.get('cookie')) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'account.menu.myPrescriptions') },
];

/** Uploads (the file and its fields go on to the API as they came) and deletions. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = apiOf(context);
  const form = await request.formData();
  try {
    if (form.get('intent') === 'delete') {
      const id = Number(form.get('id'));
      await api.call(deletePrescription, { params: { id } });
      return { deleted: id } satisfies PrescriptionActionData;
    }
    const upload = new FormData();
    for (const name of ['title', 'patient_name', 'patient_age', 'patient_gender', 'file']) {
      const value = form.get(name);
      if (value !== null) upload.append(name, value);
    }
    // The upload is multipart, registered by hand on the server; its contract names no body schema.
    const answer = await api.call(storePrescription, { body: upload } as never);
    return { saved: answer.data } satisfies PrescriptionActionData;
  } catch (error) {
    return data({ errors: formErrorsOf(error) } satisfies PrescriptionActionData, {
      status: error instanceof ApiError ? error.status : 500,
    });
  }
}

/** "PDF · 1.2 MB" or "Image · 340 KB". */
function useFileFacts() {
  const { t, number } = useI18n();
  return (prescription: Prescription) => {
    const kind =
      prescription.content_type === 'application/pdf'
        ? t('prescription.kindPdf')
        : t('prescription.kindImage');
    const size =
      prescription.size >= 1024 * 1024
        ? t('prescription.sizeMb', { size: number(Math.round((prescription.size / 1024 / 1024) * 10) / 10) })
        : t('prescription.sizeKb', { size: number(Math.max(1, Math.round(prescription.size / 1024))) });
    return `${kind} · ${size}`;
  };
}

function PrescriptionActions({ prescription }: { prescription: Prescription }) {
  const { t } = useI18n();
  const fetcher = useFetcher<PrescriptionActionData>();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <a
        href={prescription.file_url}
        target="_blank"
        rel="noopener"
        className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        aria-label={t('prescription.openNamed', { title: prescription.title })}
      >
        {t('prescription.open')}
      </a>
      <DeleteForm
        fetcher={fetcher}
        id={prescription.id}
        confirmText={t('prescription.confirmDelete')}
        label={t('prescription.delete')}
        accessibleLabel={t('prescription.deleteNamed', { title: prescription.title })}
      />
      {fetcher.data?.errors ? <FormMessage message={fetcher.data.errors.message} /> : null}
    </div>
  );
}

/** My Prescriptions (spec §2: form, list, mobile list). */
export default function MyPrescriptions({ loaderData }: Route.ComponentProps) {
  const { t, locale, number, date } = useI18n();
  const { prescriptions } = loaderData;
  const facts = useFileFacts();
  const gender = (id: number) => {
    const found = GENDERS.find((item) => item.id === id);
    return found ? (locale === 'bn' ? found.title_bn : found.title) : '';
  };
  const columns: DataColumn<Prescription>[] = [
    {
      id: 'title',
      header: 'prescription.field.title',
      cell: (prescription) => prescription.title,
      className: 'font-medium break-words',
      card: (prescription) => <p className="font-medium">{prescription.title}</p>,
    },
    {
      id: 'patient',
      header: 'prescription.field.patient',
      cell: (prescription) => (
        <>
          {prescription.patient_name}
          <br />
          <span className="text-gray-600">
            {t('prescription.ageGender', {
              age: number(prescription.patient_age),
              gender: gender(prescription.patient_gender),
            })}
          </span>
        </>
      ),
      card: (prescription) => (
        <p className="text-gray-700">
          {t('prescription.patientLine', {
            name: prescription.patient_name,
            age: number(prescription.patient_age),
            gender: gender(prescription.patient_gender),
          })}
        </p>
      ),
    },
    {
      id: 'file',
      header: 'prescription.file',
      className: 'text-gray-700',
      cell: (prescription) => facts(prescription),
      card: (prescription) => (
        <p className="text-gray-600">
          {facts(prescription)} · {date(prescription.created_at)}
        </p>
      ),
    },
    {
      id: 'uploaded',
      header: 'prescription.uploaded',
      className: 'text-gray-700',
      cell: (prescription) => date(prescription.created_at),
      card: 'hidden',
    },
    {
      id: 'actions',
      header: 'address.actions',
      cell: (prescription) => <PrescriptionActions prescription={prescription} />,
      card: 'plain',
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-semibold">{t('account.menu.myPrescriptions')}</h1>
      <section aria-labelledby="prescription-upload" className="flex flex-col gap-3">
        <h2 id="prescription-upload" className="text-lg font-semibold">
          {t('prescription.uploadTitle')}
        </h2>
        <PrescriptionForm />
      </section>
      <section aria-labelledby="prescription-list" className="flex flex-col gap-3">
        <h2 id="prescription-list" className="text-lg font-semibold">
          {t('prescription.listTitle')}
        </h2>
        <DataTable
          caption="prescription.listTitle"
          rows={prescriptions}
          columns={columns}
          rowKey={(prescription) => prescription.id}
          empty={
            <p className="rounded-lg border border-dashed border-gray-300 px-4 py-8 text-center text-gray-600">
              {t('account.empty.prescriptions')}
            </p>
          }
        />
      </section>
    </div>
  );
}
