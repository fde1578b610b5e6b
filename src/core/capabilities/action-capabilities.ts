import type { LoggedUser } from '../logged-user.ts';
import { capabilities } from './capability-names.ts';
import { hasCapability, type CapabilityHolder } from './has-capability.ts';

/** The capability half of the verify screen's kill button (002 §6); the UHF-tag and NONE rules are the plugin's. */
export function canKillTag(user: CapabilityHolder | undefined): boolean {
  return hasCapability(user, [capabilities.killTag]);
}

/** The capability half of the verify screen's delete-association button (002 §6); the item id is the plugin's. */
export function canDisassociate(user: CapabilityHolder | undefined): boolean {
  return hasCapability(user, [capabilities.disassociate]);
}

/**
 * 001 §6: sorting Confirm needs showCloseButton and a user who is admin or has "a capability containing
 * 'Resource.Sorting.confirm.perform'", read literally as a substring, so a scoped variant of the name also counts.
 */
export function canConfirmSorting(
  user: Pick<LoggedUser, 'admin' | 'capabilities'> | undefined,
  showCloseButton: boolean,
): boolean {
  if (!showCloseButton || !user) return false;
  const isAdmin = user.admin || user.capabilities.includes(capabilities.administration);
  return isAdmin || user.capabilities.some((held) => held.includes(capabilities.confirmSorting));
}
