import { data, Form, redirect, useSearchParams } from 'react-router';
import { resourceAt } from '#lib/resources/index.ts';
import { FormMessage } from '../../components/account/field.tsx';
import { Link } from '../../components/link.tsx';
import { resourcePage } from '../../components/resources/access.server.ts';
import type { ResourceRow } from '../../components/resources/cells.tsx';
import { ResourceForm, resourceBody } from '../../components/resources/resource-form.tsx';
import { apiOf, requestContext } from '../../lib/context.ts';
import { formErrorsOf, formValues } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/resource-form';

function recordId(id: string | undefined): number | null {
  if (id === undefined) return null;
  const value = Number(id);
  if (!Number.isInteger(value) || value <= 0) throw data('Not Found', { status: 404 });
  return value;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const resource = await resourcePage(context, params.resource);
  const id = recordId(params.id);
  let record: ResourceRow | null = null;
  if (id !== null) {
    try {
      record = (await apiOf(context).call(resource.endpoints.details, { params: { id } }))
        .data as ResourceRow;
    } catch {
      throw data('Not Found', { status: 404 });
    }
  }
  return {
    path: resource.path,
    adminPath: context.get(requestContext).adminPath,
    record,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const resource = loaderData ? resourceAt(loaderData.path) : undefined;
  return [{ title: resource ? resource.singular[loaderData?.locale ?? 'en'] : '' }];
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const resource = await resourcePage(context, params.resource);
  const api = apiOf(context);
  const id = recordId(params.id);
  const form = await request.formData();
  const intent = form.get('intent');
  const base = `${context.get(requestContext).adminPath}/${resource.path}`;
  try {
    if (intent === 'upload') {
      const file = form.get('file');
      const upload = new FormData();
      if (file instanceof Blob) upload.set('file', file);
      const answer = await api.call(resource.endpoints.upload, { body: upload } as never);
      return { uploaded: { field: String(form.get('field') ?? ''), key: answer.data.key } };
    }
    if (intent === 'delete' && id !== null) {
      await api.call(resource.endpoints.remove, { params: { id } });
      return redirect(base);
    }
    const values = formValues(form);
    if (id === null) {
      const answer = await api.call(resource.endpoints.store, {
        body: resourceBody(resource, values, 'store') as never,
      });
      // The edit form says the new record is saved (`created`), as an edit's save does.
      return redirect(`${base}/${answer.data.id}?created=1`);
    }
    const answer = await api.call(resource.endpoints.update, {
      params: { id },
      body: resourceBody(resource, values, 'update') as never,
    });
    return { saved: answer.data, errors: undefined };
  } catch (error) {
    return data({ errors: formErrorsOf(error) }, { status: 400 });
  }
}

/** A managed list's entry form: new at `…/{section}/new`, edit at `…/{section}/{id}`; delete where allowed. */
export default function ResourceFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const [searchParams] = useSearchParams();
  const resource = resourceAt(loaderData.path);
  if (!resource) return null;
  const base = `${loaderData.adminPath}/${resource.path}`;
  const { record } = loaderData;
  const deleteErrors = actionData && 'errors' in actionData ? actionData.errors : undefined;
  return (
    <div className="flex flex-col gap-4">
      <Link to={base} className="self-start text-sm text-brand-700 hover:underline">
        ← {t('resources.form.back')}
      </Link>
      <h1 className="text-2xl font-semibold">
        {t(record ? 'resources.form.edit' : 'resources.form.new', { item: resource.singular[locale] })}
      </h1>
      <ResourceForm
        key={record?.id ?? 'new'}
        resource={resource}
        record={record as ResourceRow | null}
        created={record !== null && searchParams.has('created')}
      />
      {record && resource.deletable !== false ? (
        <Form
          method="post"
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            // One tap below Save would otherwise delete the record for good.
            if (!window.confirm(t('resources.form.deleteConfirm', { item: resource.singular[locale] })))
              event.preventDefault();
          }}
        >
          <FormMessage message={deleteErrors?.message} />
          <button
            type="submit"
            name="intent"
            value="delete"
            className="self-start rounded-md border border-red-300 bg-white px-3 py-2 text-sm text-red-700 hover:bg-red-50"
          >
            {t('resources.form.delete')}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
