/**
 * The HTTP client of spec §7 and §8: signing and token headers, duplicate cancel, body-code handling,
 * token refresh and replay, and the error catalogue. Navigation, messages, tokens, language and
 * location are injected, so this module runs in Node tests against a real server without React or a DOM.
 */
import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import {
  API,
  Code,
  REQUEST_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
  areaOf,
  httpStatusMessageKey,
  translate,
  type Envelope,
  type Lang,
  type MessageKey,
  type RefreshTokenAnswer,
} from '@vessel/contract';
import { loginPathOf, redirectTarget } from '../router/route-names';
import type { ClientConfig } from './client-config';
import { PendingRequests, isComparableBody, requestKey } from './duplicate-requests';
import { ApiError, CancelledRequestError, TransportError, isEnvelope } from './request-errors';
import { signatureHeaders } from './signing';
import { tokenHeaders } from './token-headers';
import type { Area } from '../area';
import { SingleFlightRefresh } from './token-refresh';

/**
 * The refresh call's answer (the contract's refreshTokenAnswer), checked by hand: the schema library
 * would otherwise be the largest thing the login pages load.
 */
export function refreshAnswerOf(data: unknown): RefreshTokenAnswer | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, token, refreshToken } = data as Record<string, unknown>;
  if ((type !== 'admin-refresh' && type !== 'user-refresh') || typeof token !== 'string') return null;
  if (refreshToken !== undefined && typeof refreshToken !== 'string') return null;
  return refreshToken === undefined ? { type, token } : { type, token, refreshToken };
}

/** What the app lends the client: where to go and how to tell the user. */
export interface HttpUi {
  navigate(to: string): void;
  showError(message: string): void;
  showSuccess(message: string): void;
}

/** The two sessions (spec §6), each with its access and refresh token. */
export interface SessionTokens {
  token(area: Area): string;
  refreshToken(area: Area): string;
  /** Stores a refreshed access token, and the rotated refresh token when the server sent one. */
  setToken(area: Area, token: string, refreshToken?: string): void;
  clear(area: Area): void;
}

export interface HttpDependencies {
  ui: HttpUi;
  session: SessionTokens;
  config(): ClientConfig;
  lang(): Lang;
  location(): { pathname: string; hash: string };
  isOnline(): boolean;
  /** Tests pick axios's Node 'http' adapter; the browser uses its default. */
  adapter?: AxiosRequestConfig['adapter'];
}

export interface RequestOptions {
  /** Show `msg` of an answer whose code is not 1 (default on). */
  showCodeMessage?: boolean;
  /** Show `msg`, or 'Operation successful', on code 1 (default off). */
  showSuccessMessage?: boolean;
  /** Show the message of an HTTP status, timeout or network error (default on). */
  showErrorMessage?: boolean;
  /** Cancel an earlier identical request still in flight (default on). */
  cancelDuplicate?: boolean;
}

type Options = Required<RequestOptions>;

const DEFAULT_OPTIONS: Options = {
  showCodeMessage: true,
  showSuccessMessage: false,
  showErrorMessage: true,
  cancelDuplicate: true,
};

export interface HttpClient {
  request<T = unknown>(config: AxiosRequestConfig, options?: RequestOptions): Promise<Envelope<T>>;
  get<T = unknown>(url: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<Envelope<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  /** Multipart upload: no timeout (spec §7), never cancelled as a duplicate. */
  upload<T = unknown>(url: string, form: FormData, options?: RequestOptions): Promise<Envelope<T>>;
}

interface Attempt {
  response: AxiosResponse;
  /** The access token the request carried, to tell whether a refresh already happened since. */
  sentToken: string;
}

export function createHttpClient(deps: HttpDependencies): HttpClient {
  const pending = new PendingRequests();
  const refresher = new SingleFlightRefresh(runRefresh);

  const instance: AxiosInstance = axios.create({
    timeout: REQUEST_TIMEOUT_MS,
    responseType: 'json',
    headers: { Accept: 'application/json' },
    // Every status is read here: an error status may still carry an envelope whose msg is shown.
    validateStatus: () => true,
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });

  const message = (key: MessageKey) => translate(deps.lang(), key);
  const currentArea = (): Area => {
    const { pathname, hash } = deps.location();
    return areaOf(pathname, hash);
  };

  function baseHeaders(): Record<string, string> {
    const { appKey, appSecret } = deps.config();
    return {
      'think-lang': deps.lang(),
      ...(appKey && appSecret ? signatureHeaders(appKey, appSecret) : {}),
    };
  }

  async function send(config: AxiosRequestConfig, options: Options): Promise<Attempt> {
    const url = config.url ?? '';
    const tokens = tokenHeaders(url, { admin: deps.session.token('admin'), user: deps.session.token('user') });
    const area = currentArea();
    const sentToken = deps.session.token(area);
    // A caller that brings its own abort signal manages cancelling itself.
    const key =
      options.cancelDuplicate && !config.signal && isComparableBody(config.data)
        ? requestKey({ url, method: config.method ?? 'get', params: config.params, data: config.data, tokens })
        : null;
    const controller = key === null ? null : pending.register(key);
    try {
      const response = await instance.request({
        ...config,
        baseURL: config.baseURL ?? deps.config().apiBaseUrl,
        headers: { ...(config.headers as Record<string, string> | undefined), ...baseHeaders(), ...tokens },
        ...(controller ? { signal: controller.signal } : {}),
      });
      return { response, sentToken };
    } catch (error) {
      throw transportError(error, options);
    } finally {
      if (key !== null && controller) pending.release(key, controller);
    }
  }

  function transportError(error: unknown, options: Options): Error {
    if (axios.isCancel(error)) return new CancelledRequestError();
    const code = axios.isAxiosError(error) ? error.code : undefined;
    const timedOut = code === 'ECONNABORTED' || code === 'ETIMEDOUT';
    const key: MessageKey = timedOut ? 'request.timeout' : deps.isOnline() ? 'request.serverException' : 'request.offline';
    const failure = new TransportError(key, message(key), null);
    if (options.showErrorMessage) deps.ui.showError(failure.message);
    return failure;
  }

  /** An answer without an envelope: the message of its HTTP status (a 2xx one is unexpected here). */
  function statusError(status: number, url: string, options: Options): TransportError {
    const key: MessageKey = status >= 200 && status < 300 ? 'http.default' : httpStatusMessageKey(status);
    const text = status === 404 ? `${message(key)} ${url}` : message(key);
    const failure = new TransportError(key, text, status);
    if (options.showErrorMessage) deps.ui.showError(text);
    return failure;
  }

  /** Leaves the area's session and goes to its login (a lost session, spec §8). */
  function toLogin(area: Area): void {
    deps.session.clear(area);
    deps.ui.navigate(loginPathOf(area));
  }

  async function runRefresh(area: Area): Promise<void> {
    const refreshToken = deps.session.refreshToken(area);
    let response: AxiosResponse | null = null;
    if (refreshToken) {
      try {
        // Sent without access tokens: the expired one must not stand in the way of its own refresh.
        response = await instance.request({
          url: API.refreshToken,
          method: 'POST',
          baseURL: deps.config().apiBaseUrl,
          data: { refresh_token: refreshToken },
          headers: baseHeaders(),
        });
      } catch {
        response = null;
      }
    }
    const body: unknown = response?.data;
    const answer = isEnvelope(body) && body.code === Code.success ? refreshAnswerOf(body.data) : null;
    if (answer) {
      const refreshed: Area = answer.type === 'admin-refresh' ? 'admin' : 'user';
      deps.session.setToken(refreshed, answer.token, answer.refreshToken);
      return;
    }
    const msg = (isEnvelope(body) && body.msg) || message('auth.refreshFailed');
    deps.ui.showError(msg);
    toLogin(area);
    throw new ApiError(
      { code: isEnvelope(body) ? body.code : Code.tokenExpired, msg, time: 0, data: isEnvelope(body) ? body.data : null },
      response?.status ?? 0,
    );
  }

  async function handle<T>(config: AxiosRequestConfig, options: Options, replayed: boolean): Promise<Envelope<T>> {
    const { response, sentToken } = await send(config, options);
    const body: unknown = response.data;
    const url = config.url ?? '';
    if (!isEnvelope(body)) throw statusError(response.status, url, options);
    const envelope = body as Envelope<T>;
    const area = currentArea();

    if (envelope.code === Code.success) {
      if (options.showSuccessMessage) deps.ui.showSuccess(envelope.msg || message('request.success'));
      return envelope;
    }

    if (envelope.code === Code.tokenExpired) {
      if (replayed) {
        // The new token was refused as well: nothing left to try.
        if (options.showCodeMessage && envelope.msg) deps.ui.showError(envelope.msg);
        toLogin(area);
        throw new ApiError(envelope, response.status);
      }
      // Skip the refresh when it happened after this request left (a request that raced it).
      if (refresher.isRunning || deps.session.token(area) === sentToken) await refresher.refresh(area);
      return handle<T>(config, options, true);
    }

    if (options.showCodeMessage && envelope.msg) deps.ui.showError(envelope.msg);
    if (envelope.code === Code.unauthorized) {
      toLogin(area);
    } else if (envelope.code === Code.redirect) {
      const target = redirectTarget(envelope.data);
      deps.session.clear(area);
      if (target) deps.ui.navigate(target);
    }
    throw new ApiError(envelope, response.status);
  }

  const client: HttpClient = {
    request<T>(config: AxiosRequestConfig, options: RequestOptions = {}) {
      return handle<T>(config, { ...DEFAULT_OPTIONS, ...options }, false);
    },
    get<T>(url: string, params?: Record<string, unknown>, options?: RequestOptions) {
      return client.request<T>({ url, method: 'GET', params }, options);
    },
    post<T>(url: string, data?: unknown, options?: RequestOptions) {
      return client.request<T>({ url, method: 'POST', data }, options);
    },
    upload<T>(url: string, form: FormData, options?: RequestOptions) {
      return client.request<T>({ url, method: 'POST', data: form, timeout: UPLOAD_TIMEOUT_MS }, { cancelDuplicate: false, ...options });
    },
  };
  return client;
}
