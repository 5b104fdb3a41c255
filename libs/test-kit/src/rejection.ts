/** What `promise` rejects with; the test fails if it resolves instead. */
export async function rejectionOf<T = unknown>(promise: Promise<unknown>): Promise<T> {
  try {
    await promise;
  } catch (error) {
    return error as T;
  }
  throw new Error('expected a rejection');
}
