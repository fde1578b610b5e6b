/** 000 §9 unauthenticated fallback. */
export const unauthenticatedFallbackMs = 5000;

/**
 * 000 §4.1: after a sign-in event that is not a token expiry (a failed renewal), the user is marked unauthenticated
 * 5 s later unless a valid sign-in is back by then (another tab or a retry renewed the token in the meantime).
 */
export function checkStillSignedInLater(
  storedUser: () => Promise<{ expired?: boolean } | null>,
  onLost: () => void,
): void {
  setTimeout(() => {
    void storedUser().then((stored) => {
      if (!stored || stored.expired) onLost();
    });
  }, unauthenticatedFallbackMs);
}
