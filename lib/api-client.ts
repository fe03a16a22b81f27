import type { ErrorBody, FieldError } from './contracts/common.ts';
import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  fillPath,
  toQueryString,
} from './contracts/endpoint.ts';

export interface ApiRequest {
  method: string;
  /** Path and query, e.g. `/api/products?limit=20`. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

export interface ApiResponse {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/** Carries a request to the API: `fetch` in the browser, an in-process call on the server. */
export type Transport = (request: ApiRequest) => Promise<ApiResponse>;

/** An error answer of the API, with its body's stable code and bilingual message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(`${status} ${body.code}: ${body.message.en}`);
    this.name = 'ApiError';
  }
  get code(): string {
    return this.body.code;
  }
  get fields(): FieldError[] {
    return this.body.fields ?? [];
  }
}

function errorBodyFrom(status: number, text: string): ErrorBody {
  try {
    const parsed = JSON.parse(text) as Partial<ErrorBody>;
    if (parsed && typeof parsed.code === 'string' && parsed.message) return parsed as ErrorBody;
  } catch {
    // not JSON: a proxy's page or a crash
  }
  const message = status >= 500 ? 'The service is temporarily unavailable.' : 'The request failed.';
  return { code: `http_${status}`, message: { en: message, bn: message }, request_id: '' };
}

export interface ApiClient {
  /** Calls an endpoint; resolves to its answer or rejects with ApiError. */
  call<E extends Endpoint>(
    endpoint: E,
    input?: EndpointInput<E>,
    init?: { headers?: Record<string, string> },
  ): Promise<EndpointOutput<E>>;
}

/** A typed client over a transport; `headers()` adds headers to every call (language, CSRF). */
export function createApiClient(transport: Transport, headers?: () => Record<string, string>): ApiClient {
  return {
    async call(endpoint, input, init) {
      const { params, query, body } = (input ?? {}) as {
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
      };
      const url = fillPath(endpoint.path, params) + toQueryString(query);
      const requestHeaders: Record<string, string> = {
        accept: 'application/json',
        ...headers?.(),
        ...init?.headers,
      };
      let payload: string | FormData | undefined;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        payload = JSON.stringify(body);
        requestHeaders['content-type'] = 'application/json';
      }
      const response = await transport({
        method: endpoint.method,
        url,
        headers: requestHeaders,
        ...(payload === undefined ? {} : { body: payload }),
      });
      const text = await response.text();
      if (response.status >= 400) throw new ApiError(response.status, errorBodyFrom(response.status, text));
      return (text ? JSON.parse(text) : undefined) as EndpointOutput<typeof endpoint>;
    },
  };
}

/** The double-submit CSRF cookie our pages set, and the header writes must echo it in. */
export const CSRF_COOKIE_NAME = 'haat_csrf';
export const CSRF_HEADER_NAME = 'x-csrf-token';

/** The CSRF token from a Cookie string (document.cookie), or null. */
export function csrfTokenFrom(cookies: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${CSRF_COOKIE_NAME}=([^;]+)`).exec(cookies);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The browser's transport: same-origin fetch with the session cookie. Writes carry the CSRF
 * cookie's value in the x-csrf-token header, which another site cannot read or send.
 */
export function fetchTransport(baseUrl = ''): Transport {
  return async (request) => {
    const headers = { ...request.headers };
    if (!SAFE_METHODS.has(request.method) && typeof document !== 'undefined') {
      const token = csrfTokenFrom(document.cookie);
      if (token) headers[CSRF_HEADER_NAME] = token;
    }
    const response = await fetch(baseUrl + request.url, {
      method: request.method,
      headers,
      credentials: 'same-origin',
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    return response;
  };
}
