/** Self-initialization rules (000 §2.5, §5 'Self-initialization', §7.2 initUserInfo). */
import { displayName, type LoggedUser } from './logged-user.ts';

/** The values of the userSelfInitializationPolicy setting (000 §3); `none` is the default. */
export const selfInitializationPolicies = ['all', 'placesOnly', 'attributesOnly', 'none'] as const;
export type SelfInitializationPolicy = (typeof selfInitializationPolicies)[number];

/** The setting's value as a policy: missing or unknown values are `none`. */
export function parseSelfInitializationPolicy(value: string | undefined): SelfInitializationPolicy {
  return selfInitializationPolicies.find((policy) => policy === value) ?? 'none';
}

/** The policy asks for places of origin (placesOnly, all). */
export const asksPlaces = (policy: SelfInitializationPolicy) => policy === 'all' || policy === 'placesOnly';

/** The policy asks for the user attributes (attributesOnly, all). */
export const asksAttributes = (policy: SelfInitializationPolicy) => policy === 'all' || policy === 'attributesOnly';

/** 000 §5: a user may self-edit only with no places and a policy other than none. */
export function canSelfInitialize(user: Pick<LoggedUser, 'userPlaces'>, policy: SelfInitializationPolicy): boolean {
  return user.userPlaces.length === 0 && policy !== 'none';
}

/** What the user entered on the self-initialization screen. */
export interface SelfInitializationInput {
  placeIds: readonly string[];
  /** The entered values by attribute code. */
  attributes: Readonly<Record<string, string>>;
  /** The codes of the user attribute definitions: one required field each. */
  attributeCodes: readonly string[];
}

const allAttributesFilled = (input: SelfInitializationInput) =>
  input.attributeCodes.every((code) => (input.attributes[code] ?? '').trim() !== '');

/** 000 §5: when 'confirm and continue' is enabled. */
export function confirmEnabled(policy: SelfInitializationPolicy, input: SelfInitializationInput): boolean {
  const hasPlace = input.placeIds.length > 0;
  switch (policy) {
    case 'all':
      return hasPlace && allAttributesFilled(input);
    case 'placesOnly':
      return hasPlace;
    case 'attributesOnly':
      return allAttributesFilled(input);
    case 'none':
      return false;
  }
}

/** 000 §7.2 body of PUT api/v1/users/self/initUserInfo. */
export interface InitUserInfoBody {
  userPlaceIds?: string[];
  attributes?: Record<string, unknown>;
}

/**
 * 000 §2.5 / §7.2: the chosen place ids plus the user's existing ones, and the entered attributes (trimmed)
 * merged into the existing attributes; the policy decides which of the two is sent. `none` sends nothing.
 */
export function initUserInfoBody(
  user: Pick<LoggedUser, 'userPlaces' | 'attributes'>,
  policy: SelfInitializationPolicy,
  input: SelfInitializationInput,
): InitUserInfoBody | undefined {
  if (policy === 'none') return undefined;
  const body: InitUserInfoBody = {};
  if (asksPlaces(policy)) {
    body.userPlaceIds = [...new Set([...input.placeIds, ...user.userPlaces.map((place) => place.id)])];
  }
  if (asksAttributes(policy)) {
    const entered = input.attributeCodes.map((code) => [code, (input.attributes[code] ?? '').trim()] as const);
    body.attributes = { ...user.attributes, ...Object.fromEntries(entered) };
  }
  return body;
}

/** 000 §8.3 'self user data': the failure text of a save, by what the policy asked for. */
export function saveFailureKey(
  policy: SelfInitializationPolicy,
): 'selfInit.saveDataFailed' | 'selfInit.savePlacesFailed' {
  return asksPlaces(policy) ? 'selfInit.savePlacesFailed' : 'selfInit.saveDataFailed';
}

/** The parameters of the greeting 'Ciao {{user}}, …' (000 §2.5): full name, else username, else '---'. */
export function greetingParams(user: Pick<LoggedUser, 'name' | 'surname' | 'username'>): { user: string } {
  return { user: displayName(user) };
}
