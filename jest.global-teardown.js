// Stops the run's Postgres and Redis containers, if the global setup started any.
export default async function afterIntegrationTests() {
  await globalThis.untangleTestServers?.stop();
}
