import {
  IDEMPOTENCY_KEY_HEADER,
  QUEUE_POSITION_PATH,
  type ProcessTextRequest,
  type ProcessTextResponse,
  type QueuePositionResponse,
} from '@untangle/contracts';
import { apiSlice, TAGS } from '../../../app/api-slice';

export interface ProcessTextArgs extends ProcessTextRequest {
  /** Sent as the Idempotency-Key: the same submit is never charged twice. Also the queue id. */
  idempotencyKey: string;
}

export const processingApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    processText: build.mutation<ProcessTextResponse, ProcessTextArgs>({
      query: ({ idempotencyKey, inputText, logicType, pins }) => ({
        url: '/api/process-text',
        method: 'POST',
        body: { inputText, logicType, ...(pins ? { pins } : {}) } satisfies ProcessTextRequest,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      // A restructure (a re-run with pins too) uses quota; a refused one (402) shows the empty counter.
      invalidatesTags: [TAGS.quota],
    }),
    getQueuePosition: build.query<QueuePositionResponse, string>({
      query: (idempotencyKey) => ({ url: QUEUE_POSITION_PATH, params: { idempotencyKey } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useProcessTextMutation, useGetQueuePositionQuery } = processingApi;
