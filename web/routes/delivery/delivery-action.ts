import { data, type RouterContextProvider } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import {
  acceptOffer,
  declineOffer,
  deliverOrder,
  FAILURE_REASONS,
  failDelivery,
  pickUpOrder,
  reportPosition,
  setDuty,
} from '#lib/contracts/delivery.ts';
import { subscribePush, unsubscribePush } from '#lib/contracts/push.ts';
import { toLatinDigits } from '#lib/digits.ts';
import { apiOf } from '../../lib/context.ts';
import { type FormErrors, formErrorsOf, formValues } from '../../lib/form-errors.ts';

/** What the delivery pages' action answers: which intent succeeded, or the API's errors. */
export type DeliveryActionData = { done?: string; msg?: string; errors?: FormErrors };

const idOf = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw data('Bad Request', { status: 400 });
  return id;
};

const pointOf = (values: Record<string, string>) => {
  const latitude = Number(values.latitude);
  const longitude = Number(values.longitude);
  return values.latitude && values.longitude && Number.isFinite(latitude) && Number.isFinite(longitude)
    ? { latitude, longitude }
    : null;
};

/**
 * The delivery dashboard's writes, one per intent (decision 0011: pages post to actions): duty,
 * position, web push on or off, accept or decline an offer, pick up, deliver with the code, a
 * failed attempt.
 */
export async function deliveryAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const values = formValues(await request.formData());
  const api = apiOf(context);
  try {
    switch (values.intent) {
      case 'duty': {
        const point = pointOf(values);
        const answer = await api.call(setDuty, {
          body: { on_duty: values.on_duty === 'true', ...(point ?? {}) },
        });
        return { done: 'duty', msg: answer.msg } satisfies DeliveryActionData;
      }
      case 'position': {
        const point = pointOf(values);
        if (!point) throw data('Bad Request', { status: 400 });
        const answer = await api.call(reportPosition, { body: point });
        return { done: 'position', msg: answer.msg } satisfies DeliveryActionData;
      }
      case 'push-subscribe': {
        const answer = await api.call(subscribePush, {
          body: {
            endpoint: values.endpoint ?? '',
            keys: { p256dh: values.p256dh ?? '', auth: values.auth ?? '' },
          },
        });
        return { done: 'push-subscribe', msg: answer.msg } satisfies DeliveryActionData;
      }
      case 'push-unsubscribe': {
        const answer = await api.call(unsubscribePush, { body: { endpoint: values.endpoint ?? '' } });
        return { done: 'push-unsubscribe', msg: answer.msg } satisfies DeliveryActionData;
      }
      case 'accept':
      case 'decline': {
        const answer = await api.call(values.intent === 'accept' ? acceptOffer : declineOffer, {
          params: { id: idOf(values.id) },
        });
        return { done: values.intent, msg: answer.msg } satisfies DeliveryActionData;
      }
      case 'pick-up': {
        const answer = await api.call(pickUpOrder, { params: { id: idOf(values.id) } });
        return { done: 'pick-up', msg: answer.msg } satisfies DeliveryActionData;
      }
      case 'deliver': {
        const answer = await api.call(deliverOrder, {
          params: { id: idOf(values.id) },
          // The customer's page shows the code in Bengali digits; a Bengali keyboard types them.
          body: { code: toLatinDigits(values.code ?? '') },
        });
        return { done: 'deliver', msg: answer.msg } satisfies DeliveryActionData;
      }
      case 'fail': {
        const reason = FAILURE_REASONS.find((item) => item === values.reason) ?? 'not_reachable';
        const answer = await api.call(failDelivery, {
          params: { id: idOf(values.id) },
          body: { reason, next: values.next === 'return' ? 'return' : 'reattempt' },
        });
        return { done: 'fail', msg: answer.msg } satisfies DeliveryActionData;
      }
      default:
        throw data('Bad Request', { status: 400 });
    }
  } catch (error) {
    return data({ errors: formErrorsOf(error) } satisfies DeliveryActionData, {
      status: error instanceof ApiError ? error.status : 500,
    });
  }
}
