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
        {prescriptions.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 px-4 py-8 text-center text-gray-600">
            {t('account.empty.prescriptions')}
          </p>
        ) : (
          <>
            <ul className="flex flex-col gap-3 md:hidden">
              {prescriptions.map((prescription) => (
                <li
                  key={prescription.id}
                  className="flex flex-col gap-1 rounded-lg border border-gray-200 p-3 text-sm"
                >
                  <p className="font-medium break-words">{prescription.title}</p>
                  <p className="text-gray-700">
                    {t('prescription.patientLine', {
                      name: prescription.patient_name,
                      age: number(prescription.patient_age),
                      gender: gender(prescription.patient_gender),
                    })}
                  </p>
                  <p className="text-gray-600">
                    {facts(prescription)} · {date(prescription.created_at)}
                  </p>
                  <PrescriptionActions prescription={prescription} />
                </li>
              ))}
            </ul>
            <table className="hidden w-full text-left text-sm md:table">
              <caption className="sr-only">{t('prescription.listTitle')}</caption>
              <thead className="border-b border-gray-200 text-gray-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('prescription.field.title')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('prescription.field.patient')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('prescription.file')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('prescription.uploaded')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t('address.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {prescriptions.map((prescription) => (
                  <tr key={prescription.id} className="align-top">
                    <td className="py-3 pr-3 font-medium break-words">{prescription.title}</td>
                    <td className="py-3 pr-3">
                      {prescription.patient_name}
                      <br />
                      <span className="text-gray-600">
                        {t('prescription.ageGender', {
                          age: number(prescription.patient_age),
                          gender: gender(prescription.patient_gender),
                        })}
                      </span>
                    </td>
                    <td className="py-3 pr-3 text-gray-700">{facts(prescription)}</td>
                    <td className="py-3 pr-3 text-gray-700">{date(prescription.created_at)}</td>
                    <td className="py-3">
                      <PrescriptionActions prescription={prescription} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
    </div>
  );
}
