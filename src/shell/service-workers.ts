/** 000 §1: the bootstrap unregisters any installed service worker, so no cached build outlives a deployment. */
export async function unregisterServiceWorkers(
  container: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined = navigator.serviceWorker,
): Promise<number> {
  const registrations = (await container?.getRegistrations().catch(() => [])) ?? [];
  const results = await Promise.all(registrations.map((registration) => registration.unregister().catch(() => false)));
  return results.filter(Boolean).length;
}
