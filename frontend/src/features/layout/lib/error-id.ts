/** A short random id that lets support find a crash in the console output a member sends. */
export function newErrorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `ERR-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

export function logCrash(error: unknown): string {
  const id = newErrorId();
  console.error(`Error ID: ${id}`, error);
  return id;
}
