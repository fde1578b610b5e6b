import { adminCapability, type LoggedUser } from '../logged-user.ts';

export type CapabilityHolder = Pick<LoggedUser, 'capabilities'>;

/**
 * 000 §6: a check passes when nothing is required or the user holds any one of the required capabilities;
 * System.Administration.perform satisfies every check. No user holds nothing.
 */
export function hasCapability(user: CapabilityHolder | undefined, required: readonly string[]): boolean {
  if (required.length === 0) return true;
  const held = user?.capabilities ?? [];
  return held.includes(adminCapability) || required.some((capability) => held.includes(capability));
}
