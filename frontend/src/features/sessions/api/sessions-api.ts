import {
  IDEMPOTENCY_KEY_HEADER,
  NEXT_CURSOR_HEADER,
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
      }),
      providesTags: [TAGS.sessions],
    }),
    /** The landing page's variant of the list (SPEC 7: the path carries a numeric user id). */
    getLandingSessions: build.query<Session[], string>({
      query: (userNumber) => ({ url: `/api/sessions/${encodeURIComponent(userNumber)}` }),
      providesTags: [TAGS.sessions],
    }),
    createSession: build.mutation<Session, { request: CreateSessionRequest; requestId: string }>({
      query: ({ request, requestId }) => ({
        url: '/api/sessions',
        method: 'POST',
        body: request,
        headers: { [IDEMPOTENCY_KEY_HEADER]: requestId },
      }),
      invalidatesTags: [TAGS.sessions, TAGS.quota],
    }),
    deleteSession: build.mutation<DeleteSessionResponse, string>({
      query: (id) => ({ url: `/api/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [TAGS.sessions],
    }),
    deleteAllSessions: build.mutation<DeleteAllSessionsResponse, { requestId: string }>({
      query: ({ requestId }) => ({
        url: '/api/sessions/user',
        method: 'DELETE',
        headers: { [IDEMPOTENCY_KEY_HEADER]: requestId },
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
