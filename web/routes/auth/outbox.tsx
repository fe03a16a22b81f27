import { data, redirect } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { devOutbox } from '#lib/contracts/auth.ts';
import { translate } from '#lib/i18n/translate.ts';
import { apiOf, requestContext } from '../../lib/context.ts';
import { withReturn } from '../../lib/guards.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/outbox';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  try {
    const { data: messages } = await apiOf(context).call(devOutbox);
    return { messages, locale: localeFromCookieHeader(request.headers.get('cookie')) };
  } catch (error) {
    // In production the API lets only super admins read it.
    if (error instanceof ApiError && error.status === 401) {
      throw redirect(withReturn(`${context.get(requestContext).adminPath}/login-form`, url));
    }
    if (error instanceof ApiError && error.status === 403) throw data('Not Found', { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'outbox.title') },
  { name: 'robots', content: 'noindex' },
];

/** /dev/outbox: the codes and notices that were kept instead of sent (no SMTP_URL). */
export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { t, date } = useI18n();
  return (
    <div className="flex flex-col gap-4 py-6">
      <h1 className="text-2xl font-semibold">{t('outbox.title')}</h1>
      <p className="text-gray-700">{t('outbox.intro')}</p>
      {loaderData.messages.length === 0 ? <p>{t('outbox.empty')}</p> : null}
      <ol className="flex flex-col gap-3">
        {loaderData.messages.map((message) => (
          <li key={message.id} className="rounded-lg border border-gray-200 bg-white p-4">
            <article aria-label={`${message.subject} — ${message.recipient}`}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                <dt className="text-gray-600">{t('outbox.to')}</dt>
                <dd>{message.recipient}</dd>
                <dt className="text-gray-600">{t('outbox.subject')}</dt>
                <dd>{message.subject}</dd>
                <dt className="text-gray-600">{t('outbox.sent')}</dt>
                <dd>{date(message.created_at, true)}</dd>
              </dl>
              <pre className="mt-2 whitespace-pre-wrap font-sans text-gray-900">{message.body}</pre>
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
