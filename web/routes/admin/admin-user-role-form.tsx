import { useState } from 'react';
import { data, Form, redirect } from 'react-router';
import { ADMIN_FEATURES, ADMIN_MENU_GROUPS, FEATURES } from '#lib/contracts/features.ts';
import { deleteRole, type Role, roleBody, roleDetails, storeRole, updateRole } from '#lib/contracts/users.ts';
import { translate } from '#lib/i18n/translate.ts';
import { Field, FieldError, FormMessage } from '../../components/account/field.tsx';
import { useContractForm } from '../../components/forms/contract-form.tsx';
import { Link } from '../../components/link.tsx';
import { requireAdminFeature } from '../../components/resources/access.server.ts';
import { buttonClass } from '../../components/styles.ts';
import { apiOf, requestContext } from '../../lib/context.ts';
import { formErrorsOf, formMessageOf, formValues } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/admin-user-role-form';

function roleId(id: string | undefined): number | null {
  if (id === undefined) return null;
  const value = Number(id);
  if (!Number.isInteger(value) || value <= 0) throw data('Not Found', { status: 404 });
  return value;
}

/** The role's body from the form: its name, the switch, and every ticked `feature_<id>`. */
function bodyOf(values: Record<string, string>) {
  return {
    role_name: values.role_name ?? '',
    is_active: values.is_active === 'on' || values.is_active === 'true',
    feature_ids: Object.keys(values)
      .filter((name) => name.startsWith('feature_'))
      .map((name) => Number(name.slice('feature_'.length))),
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireAdminFeature(context, FEATURES.adminUserRoles);
  const id = roleId(params.id);
  let role: Role | null = null;
  if (id !== null) {
    try {
      role = (await apiOf(context).call(roleDetails, { params: { id } })).data;
    } catch {
      throw data('Not Found', { status: 404 });
    }
  }
  return {
    role,
    grantable: access.isSuper ? null : access.features,
    adminPath: context.get(requestContext).adminPath,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: translate(loaderData?.locale ?? 'en', loaderData?.role ? 'access.roles.edit' : 'access.roles.new'),
  },
];

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdminFeature(context, FEATURES.adminUserRoles);
  const api = apiOf(context);
  const id = roleId(params.id);
  const form = await request.formData();
  const base = `${context.get(requestContext).adminPath}/admin-user-roles`;
  try {
    if (form.get('intent') === 'delete' && id !== null) {
      await api.call(deleteRole, { params: { id } });
      return redirect(base);
    }
    const body = bodyOf(formValues(form));
    if (id === null) {
      await api.call(storeRole, { body });
      return redirect(base);
    }
    const answer = await api.call(updateRole, { params: { id }, body });
    return { saved: answer.data, errors: undefined };
  } catch (error) {
    return data({ saved: undefined, errors: formErrorsOf(error) }, { status: 400 });
  }
}

/** The grouped checklist of spec §6's features, with "select all" per admin menu group. */
function FeatureChecklist({
  selected,
  onChange,
  grantable,
}: {
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  grantable: readonly number[] | null;
}) {
  const { t, locale } = useI18n();
  const mayGrant = (id: number) => grantable === null || grantable.includes(id);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-gray-800">{t('access.roles.features')}</legend>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {ADMIN_MENU_GROUPS.map((group) => {
          const features = ADMIN_FEATURES.filter((feature) => feature.group === group.id);
          const open = features.filter((feature) => mayGrant(feature.id));
          const all = open.length > 0 && open.every((feature) => selected.has(feature.id));
          const title = locale === 'bn' ? group.title_bn : group.title;
          return (
            <section key={group.id} className="rounded-lg border border-gray-200 bg-white p-3">
              <h3 className="mb-2 text-sm font-semibold text-gray-800">{title}</h3>
              <label className="mb-2 flex items-center gap-2 border-b border-gray-100 pb-2 text-sm text-brand-800">
                <input
                  type="checkbox"
                  checked={all}
                  disabled={open.length === 0}
                  onChange={(event) => {
                    const next = new Set(selected);
                    for (const feature of open) {
                      if (event.target.checked) next.add(feature.id);
                      else next.delete(feature.id);
                    }
                    onChange(next);
                  }}
                />
                {t('access.roles.selectAll', { group: title })}
              </label>
              <ul className="flex flex-col gap-1">
                {features.map((feature) => (
                  <li key={feature.id}>
                    <label className="flex items-start gap-2 text-sm">
                      <input
                        type="checkbox"
                        name={`feature_${feature.id}`}
                        className="mt-1"
                        checked={selected.has(feature.id)}
                        disabled={!mayGrant(feature.id)}
                        onChange={(event) => {
                          const next = new Set(selected);
                          if (event.target.checked) next.add(feature.id);
                          else next.delete(feature.id);
                          onChange(next);
                        }}
                      />
                      <span>{locale === 'bn' ? feature.title_bn : feature.title}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A role's form (feature 50): its name, on or off, and its features; delete where nobody has it. */
export default function AdminUserRoleForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { role, adminPath, grantable } = loaderData;
  const base = `${adminPath}/admin-user-roles`;
  const [selected, setSelected] = useState<Set<number>>(
    () => new Set(role?.role_accesses.map((access) => access.feature_id) ?? []),
  );
  const form = useContractForm<Role>({ schema: roleBody, bodyOf });
  const { fetcher, errors, saved, isBusy } = form;
  const deleteErrors = actionData && 'errors' in actionData ? actionData.errors : undefined;
  return (
    <div className="flex flex-col gap-4">
      <Link to={base} className="self-start text-sm text-brand-700 hover:underline">
        ← {t('access.roles.back')}
      </Link>
      <h1 className="text-2xl font-semibold">{t(role ? 'access.roles.edit' : 'access.roles.new')}</h1>
      {role?.is_super ? (
        <FormMessage tone="notice" message={t('access.roles.superLocked')} />
      ) : (
        <>
          <fetcher.Form
            ref={form.formRef}
            method="post"
            noValidate
            onSubmit={form.onSubmit}
            className="flex flex-col gap-4"
          >
            {saved ? <FormMessage tone="success" message={t('roles.saved')} /> : null}
            <FormMessage message={formMessageOf(errors)} />
            <Field
              name="role_name"
              label={t('access.roles.name')}
              defaultValue={role?.role_name ?? ''}
              maxLength={100}
              error={errors?.fields?.role_name}
              className="max-w-md"
            />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="is_active" defaultChecked={role?.is_active ?? true} />
              {t('access.roles.active')}
            </label>
            <FeatureChecklist selected={selected} onChange={setSelected} grantable={grantable} />
            <FieldError id="field-feature_ids-error" error={errors?.fields?.feature_ids} />
            <button type="submit" className={`${buttonClass} self-start`} disabled={isBusy}>
              {t('access.roles.save')}
            </button>
          </fetcher.Form>
          {role ? (
            <Form
              method="post"
              className="flex flex-col gap-2 border-t border-gray-200 pt-4"
              onSubmit={(event) => {
                // The role goes for good: asked first, as every other delete of the panel is.
                if (!window.confirm(t('access.roles.deleteConfirm'))) event.preventDefault();
              }}
            >
              <FormMessage message={deleteErrors?.message} />
              <button
                type="submit"
                name="intent"
                value="delete"
                className="self-start rounded-md border border-red-300 bg-white px-3 py-2 text-sm text-red-700 hover:bg-red-50"
              >
                {t('access.roles.delete')}
              </button>
            </Form>
          ) : null}
        </>
      )}
    </div>
  );
}
