export { canConfirmSorting, canDisassociate, canKillTag } from './action-capabilities.ts';
export { capabilities } from './capability-names.ts';
export { hasCapability, type CapabilityHolder } from './has-capability.ts';
export { canRunOperation, canViewWorkstations, requiredCapabilities } from './operation-capabilities.ts';
