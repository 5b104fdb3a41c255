import {
  IDEMPOTENCY_KEY_HEADER,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  type CreateSessionRequest,
  type DeleteAllSessionsResponse,
  type DeleteSessionResponse,
  type HistoryFilterType,
  type Session,
} from '@untangle/contracts';
import { apiSlice, TAGS } from '../../../app/api-slice';
import type { ApiMeta } from '../../../app/base-query';

export const SESSION_PAGE_SIZE = 50;

export interface SessionListArgs {
  /** Case-insensitive search in input and output text. */
  q: string;
  type: HistoryFilterType | '';
}

export interface SessionPage {
  items: Session[];
  nextCursor: string | null;
  /** How many sessions match in all (first page only). */
  total: number | null;
}

/** The server's count of all matching sessions, when it sent one. */
function totalFrom(meta: ApiMeta | undefined): number | null {
  const header = meta?.response?.headers.get(TOTAL_COUNT_HEADER);
  const total = header ? Number(header) : NaN;
  return Number.isInteger(total) && total >= 0 ? total : null;
}

export const sessionsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.infiniteQuery<SessionPage, SessionListArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/sessions',
        params: {
          q: queryArg.q.trim(),
          type: queryArg.type,
          cursor: pageParam ?? undefined,
          limit: SESSION_PAGE_SIZE,
        },
      }),
      transformResponse: (items: Session[], meta: ApiMeta | undefined) => ({
        items,
        nextCursor: meta?.response?.headers.get(NEXT_CURSOR_HEADER) || null,
        total: totalFrom(meta),
      }),
      providesTags: [TAGS.sessions],
    }),
    /** The landing page's variant of the list (the path carries a numeric user id, which the gateway ignores). */
    getLandingSessions: build.query<{ items: Session[]; total: number }, string>({
      query: (userNumber) => ({ url: `/api/sessions/${encodeURIComponent(userNumber)}` }),
      transformResponse: (items: Session[], meta: ApiMeta | undefined) => ({
        items,
        total: totalFrom(meta) ?? items.length,
      }),
      providesTags: [TAGS.sessions],
    }),
    createSession: build.mutation<Session, { request: CreateSessionRequest; idempotencyKey: string }>({
      query: ({ request, idempotencyKey }) => ({
        url: '/api/sessions',
        method: 'POST',
        body: request,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: [TAGS.sessions, TAGS.quota],
    }),
    deleteSession: build.mutation<DeleteSessionResponse, string>({
      query: (id) => ({ url: `/api/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [TAGS.sessions],
    }),
    deleteAllSessions: build.mutation<DeleteAllSessionsResponse, { idempotencyKey: string }>({
      query: ({ idempotencyKey }) => ({
        url: '/api/sessions/user',
        method: 'DELETE',
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: [TAGS.sessions],
    }),
  }),
});

export const {
  useGetSessionsInfiniteQuery,
  useGetLandingSessionsQuery,
  useCreateSessionMutation,
  useDeleteSessionMutation,
  useDeleteAllSessionsMutation,
} = sessionsApi;
